// @vitest-environment jsdom
/* eslint-disable @next/next/no-html-link-for-pages -- plain anchors, as next/link renders them: the bar listens on the document */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingBar } from './loading-bar';
import { loadingBarSettings } from './loading-bar-controller';

vi.mock('next/navigation', () => ({ usePathname: () => '/en', useSearchParams: () => new URLSearchParams() }));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Clicks a link the way a shopper does and waits past the bar's throttle. */
function clickAndWait(link: HTMLElement) {
  act(() => {
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    link.click();
    vi.advanceTimersByTime(loadingBarSettings.throttleMs + 50);
  });
}

describe('LoadingBar on link clicks', () => {
  it('shows for a link to another page of the shop', () => {
    render(
      <>
        <LoadingBar />
        <a href="/en/clothing">Clothing</a>
      </>,
    );
    clickAndWait(screen.getByRole('link', { name: 'Clothing' }));
    expect(screen.getByTestId('loading-bar')).toBeVisible();
  });

  it('stays hidden for a link that opens a dialog in place (the header\u2019s "Log in")', () => {
    render(
      <>
        <LoadingBar />
        <a href="/en/login" aria-haspopup="dialog">
          Log in
        </a>
      </>,
    );
    clickAndWait(screen.getByRole('link', { name: 'Log in' }));
    expect(screen.getByTestId('loading-bar')).not.toBeVisible();
  });
});
