import { describe, expect, it, vi } from 'vitest';

const { info, success, error } = vi.hoisted(() => ({ info: vi.fn(), success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: { info, success, error } }));

describe('showNotice', () => {
  it('asks for the toaster, waits until it listens, then shows the notice', async () => {
    const { markToasterMounted, onToasterRequested, showNotice } = await import('./notices');
    const requested = vi.fn();
    onToasterRequested(requested);
    const shown = showNotice('Not available yet', 'Online ordering opens soon.');
    expect(requested).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(info).not.toHaveBeenCalled();
    markToasterMounted();
    await shown;
    expect(info).toHaveBeenCalledWith('Not available yet', { description: 'Online ordering opens soon.' });
    // A listener that comes later hears at once that the toaster is wanted.
    const late = vi.fn();
    onToasterRequested(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('shows success and error notices, with a button when one is given', async () => {
    const { markToasterMounted, showNotice } = await import('./notices');
    markToasterMounted();
    const onClick = vi.fn();
    await showNotice('Done', 'The cap is in your cart.', { tone: 'success', action: { label: 'View cart', onClick } });
    await showNotice('Something went wrong', 'We could not add it.', { tone: 'error' });
    expect(success).toHaveBeenCalledWith('Done', {
      description: 'The cap is in your cart.',
      action: { label: 'View cart', onClick },
    });
    expect(error).toHaveBeenCalledWith('Something went wrong', { description: 'We could not add it.' });
  });
});
