import { describe, expect, it, vi } from 'vitest';

const info = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { info } }));

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
});
