// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@contract/locales';
import { messagesByLocale } from '@/lib/i18n/messages';
import { NoReviewsYet } from './no-reviews-yet';
import { ReviewForm } from './review-form';

const writeProductReview = vi.hoisted(() => vi.fn());
vi.mock('@/lib/customer/customer-api', () => ({ writeProductReview }));
vi.mock('@/lib/customer/use-customer-api', () => ({ useCustomerApi: () => ({}) }));
vi.mock('@/lib/auth/use-session', () => ({
  useSession: () => ({ status: 'customer', customer: { first_name: 'Jana', last_name: 'Nováková' } }),
}));

/** The product page's reviews section as it is for a product nobody has reviewed yet. */
function renderSection(locale: Locale, productId: number) {
  const messages = messagesByLocale[locale];
  render(
    <NextIntlClientProvider locale={locale} messages={messages}>
      <section>
        <NoReviewsYet productId={productId} text={messages.product.noReviews} />
        <ReviewForm productId={productId} parameters={[]} />
      </section>
    </NextIntlClientProvider>,
  );
  return messages;
}

beforeEach(() => writeProductReview.mockReset());

describe('ReviewForm', () => {
  it.each(['cs', 'sk', 'en'] as const)('drops "choose a rating" once a rating is chosen (%s)', (locale) => {
    const { reviews: t } = renderSection(locale, 11);
    fireEvent.click(screen.getByRole('button', { name: t.send }));
    expect(screen.getByText(t.errors.ratingRequired)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^4 `) }));
    expect(screen.queryByText(t.errors.ratingRequired)).not.toBeInTheDocument();
    expect(writeProductReview).not.toHaveBeenCalled();
  });

  it('shows the sent review at once and drops "No reviews yet"', async () => {
    writeProductReview.mockResolvedValue({ id: 1 });
    const { reviews: t, product } = renderSection('en', 12);
    expect(screen.getByText(product.noReviews)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    fireEvent.change(screen.getByLabelText(t.name), { target: { value: 'Warm and light' } });
    fireEvent.click(screen.getByRole('button', { name: t.send }));
    await waitFor(() => expect(screen.getByTestId('my-review')).toHaveTextContent('Warm and light'));
    expect(screen.getByTestId('my-review')).toHaveTextContent('Rating: 5 of 5');
    expect(screen.queryByText(product.noReviews)).not.toBeInTheDocument();
    expect(writeProductReview).toHaveBeenCalledWith({}, expect.objectContaining({ product_id: 12, rating: 5 }));
  });
});
