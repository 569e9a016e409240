// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './submit-button';

describe('SubmitButton', () => {
  it('says it is sending and is disabled while the form is pending', () => {
    const { rerender } = render(
      <SubmitButton pending={false} pendingLabel="Saving…">
        Save
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    rerender(
      <SubmitButton pending pendingLabel="Saving…">
        Save
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  });

  it('keeps the focus and says it is unavailable with aria-disabled for a form that sends once itself', () => {
    render(
      <SubmitButton pending={false} blocked refuse="aria-disabled" pendingLabel="Logging in…">
        Log in
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });
});
