// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '@/lib/api/api-client-error';
import { messagesByLocale } from '@/lib/i18n/messages';
import { draftComplaint } from '@/tests/support/after-sale-fixtures';
import { ComplaintForm } from './complaint-form';

const api = vi.hoisted(() => ({
  putComplaintItems: vi.fn(),
  patchComplaint: vi.fn(),
  addComplaintPhoto: vi.fn(),
  submitComplaint: vi.fn(),
}));
vi.mock('@/lib/returns/after-sale-api', () => api);
vi.mock('@/lib/customer/use-customer-api', () => ({ useCustomerApi: () => ({}) }));

const t = messagesByLocale.cs.returns;

function renderForm(onSent = vi.fn()) {
  render(
    <NextIntlClientProvider locale="cs" messages={messagesByLocale.cs}>
      <ComplaintForm complaint={draftComplaint()} access={null} onSent={onSent} />
    </NextIntlClientProvider>,
  );
  return onSent;
}

function claimTheTee(resolution: string) {
  fireEvent.click(screen.getByLabelText(t.form.claimItem));
  fireEvent.change(screen.getByLabelText(t.form.reason), { target: { value: 'broken' } });
  fireEvent.change(screen.getByLabelText(t.form.resolution), { target: { value: resolution } });
  fireEvent.change(screen.getByLabelText(new RegExp(t.form.description)), {
    target: { value: 'The seam came apart.' },
  });
}

beforeEach(() => {
  for (const call of Object.values(api)) call.mockReset();
});

describe('ComplaintForm', () => {
  it('shows the bank account only when money back or a discount is asked, and refuses a GIF', async () => {
    renderForm();
    claimTheTee('repair');
    expect(screen.queryByLabelText(t.bank.number)).toBeNull();
    fireEvent.change(screen.getByLabelText(t.form.resolution), { target: { value: 'money_back' } });
    expect(screen.getByLabelText(t.bank.number)).toBeTruthy();
    const gif = new File(['GIF89a'], 'defect.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByLabelText(new RegExp(t.form.photos)), { target: { files: [gif] } });
    fireEvent.click(screen.getByRole('button', { name: t.form.send }));
    expect(await screen.findByText(t.issues.photoType)).toBeTruthy();
    expect(api.putComplaintItems).not.toHaveBeenCalled();
  });

  it('asks for the account when the API says the money goes back by transfer, before sending the rest', async () => {
    renderForm();
    claimTheTee('money_back');
    api.putComplaintItems.mockResolvedValue(draftComplaint({ needs_bank_account: true }));
    fireEvent.click(screen.getByRole('button', { name: t.form.send }));
    expect(await screen.findByText(t.bank.errors.missing)).toBeTruthy();
    expect(api.patchComplaint).not.toHaveBeenCalled();
    expect(api.submitComplaint).not.toHaveBeenCalled();
  });

  it('uploads the photo and submits; the API’s bank message (in the shopper’s language) shows on its field', async () => {
    const onSent = renderForm();
    claimTheTee('money_back');
    fireEvent.change(screen.getByLabelText(t.bank.iban), { target: { value: 'CZ6508000000192000145399' } });
    fireEvent.change(screen.getByLabelText(t.bank.swift), { target: { value: 'GIBACZPX' } });
    const photo = new File(['photo-bytes'], 'defect.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText(new RegExp(t.form.photos)), { target: { files: [photo] } });
    api.putComplaintItems.mockResolvedValue(draftComplaint());
    api.patchComplaint.mockRejectedValueOnce(
      new ApiClientError({
        status: 422,
        type: 'validation_error',
        message: 'The request is not valid.',
        // The API words it in the request's language (docs/messages.md), here the page's.
        fieldErrors: [{ field: 'bank_swift_code', message: t.bank.errors.swift }],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: t.form.send }));
    expect(await screen.findByText(t.bank.errors.swift)).toBeTruthy();
    expect(api.addComplaintPhoto).not.toHaveBeenCalled();

    api.patchComplaint.mockResolvedValue(draftComplaint());
    api.addComplaintPhoto.mockResolvedValue({});
    api.submitComplaint.mockResolvedValue(draftComplaint({ state: 'submitted' }));
    fireEvent.click(screen.getByRole('button', { name: t.form.send }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(api.putComplaintItems).toHaveBeenLastCalledWith({}, null, 12, {
      items: [
        {
          order_item_id: 70,
          amount: 1,
          reason: 'broken',
          description: 'The seam came apart.',
          preferred_resolve: 'money_back',
        },
      ],
    });
    expect(api.addComplaintPhoto).toHaveBeenCalledWith({}, null, 12, {
      file_name: 'defect.jpg',
      content_type: 'image/jpeg',
      data: Buffer.from('photo-bytes').toString('base64'),
    });
  });
});
