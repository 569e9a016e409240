import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPopupController, popupTiming, type PopupController } from './popup-rules';

let popup: PopupController;
let changes: boolean[];

beforeEach(() => {
  vi.useFakeTimers();
  changes = [];
  popup = createPopupController((open) => changes.push(open));
});
afterEach(() => {
  popup.dispose();
  vi.useRealTimers();
});

const isOpen = () => popup.getState().open;

describe('search popup rules', () => {
  it('opens at once on Enter with text, and not on Enter with blank text', () => {
    popup.dispatch({ type: 'enter', text: '   ' });
    expect(isOpen()).toBe(false);
    popup.dispatch({ type: 'enter', text: 'tričko' });
    expect(isOpen()).toBe(true);
  });

  it('opens 500 ms after the last keystroke of non-blank text', () => {
    popup.dispatch({ type: 'input', text: 't' });
    vi.advanceTimersByTime(400);
    popup.dispatch({ type: 'input', text: 'tr' });
    vi.advanceTimersByTime(popupTiming.typingDelayMs - 1);
    expect(isOpen()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isOpen()).toBe(true);
    expect(changes).toEqual([true]);
  });

  it('stays open while the shopper keeps typing', () => {
    popup.dispatch({ type: 'enter', text: 'tr' });
    popup.dispatch({ type: 'input', text: 'tri' });
    expect(isOpen()).toBe(true);
  });

  it('closes at once when the text is cleared, and a pending opening is dropped', () => {
    popup.dispatch({ type: 'enter', text: 'tr' });
    popup.dispatch({ type: 'input', text: '' });
    expect(isOpen()).toBe(false);

    popup.dispatch({ type: 'input', text: 'tr' });
    popup.dispatch({ type: 'input', text: '  ' });
    vi.advanceTimersByTime(popupTiming.typingDelayMs * 2);
    expect(isOpen()).toBe(false);
  });

  it('does not delay blank text: typing only spaces never opens it', () => {
    popup.dispatch({ type: 'input', text: '  ' });
    vi.advanceTimersByTime(10_000);
    expect(isOpen()).toBe(false);
  });

  it('opens 100 ms after focus when there is text, and at once when focus is already inside', () => {
    popup.dispatch({ type: 'focus', text: 'bunda' });
    vi.advanceTimersByTime(popupTiming.focusDelayMs - 1);
    expect(isOpen()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isOpen()).toBe(true);

    popup.dispatch({ type: 'focus-left' });
    popup.dispatch({ type: 'focus', text: 'bunda', alreadyInside: true });
    expect(isOpen()).toBe(true);
  });

  it('does not open on focus with blank text', () => {
    popup.dispatch({ type: 'focus', text: '' });
    vi.advanceTimersByTime(1000);
    expect(isOpen()).toBe(false);
  });

  it('a focus that leaves before 100 ms cancels the opening', () => {
    popup.dispatch({ type: 'focus', text: 'bunda' });
    vi.advanceTimersByTime(50);
    popup.dispatch({ type: 'focus-left' });
    vi.advanceTimersByTime(1000);
    expect(isOpen()).toBe(false);
  });

  it('closes on a route change, on Escape and when focus leaves, cancelling pending openings', () => {
    for (const type of ['route-change', 'escape', 'focus-left'] as const) {
      popup.dispatch({ type: 'enter', text: 'x' });
      popup.dispatch({ type });
      expect(isOpen(), type).toBe(false);
      popup.dispatch({ type: 'input', text: 'xy' });
      popup.dispatch({ type });
      vi.advanceTimersByTime(1000);
      expect(isOpen(), `${type} pending`).toBe(false);
    }
  });

  it('reports each change once', () => {
    popup.dispatch({ type: 'enter', text: 'x' });
    popup.dispatch({ type: 'enter', text: 'x' });
    popup.dispatch({ type: 'escape' });
    popup.dispatch({ type: 'escape' });
    expect(changes).toEqual([true, false]);
  });
});
