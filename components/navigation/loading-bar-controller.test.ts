// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingBar, finishMs, loadingBarSettings, trickled, type LoadingBar } from './loading-bar-controller';

let element: HTMLDivElement;
let bar: LoadingBar;
const width = () => Number(/scaleX\(([\d.]+)\)/.exec(element.style.transform)?.[1] ?? 0);

beforeEach(() => {
  vi.useFakeTimers();
  element = document.createElement('div');
  element.hidden = true;
  bar = createLoadingBar(element);
});
afterEach(() => {
  bar.dispose();
  vi.useRealTimers();
});

describe('the navigation loading bar', () => {
  it('stays hidden when the page is there within the 200 ms throttle', () => {
    bar.start();
    vi.advanceTimersByTime(loadingBarSettings.throttleMs - 10);
    bar.done();
    vi.advanceTimersByTime(5000);
    expect(element.hidden).toBe(true);
  });

  it('shows after the throttle and creeps to about 80 % over the 2000 ms duration, never full on its own', () => {
    bar.start();
    vi.advanceTimersByTime(loadingBarSettings.throttleMs);
    expect(element.hidden).toBe(false);
    expect(width()).toBeGreaterThan(0);
    vi.advanceTimersByTime(loadingBarSettings.durationMs);
    expect(width()).toBeGreaterThan(0.75);
    expect(width()).toBeLessThan(0.85);
    vi.advanceTimersByTime(60_000);
    expect(width()).toBeLessThan(1);
  });

  it('fills up, fades out and hides when the page is there', () => {
    bar.start();
    vi.advanceTimersByTime(1000);
    bar.done();
    expect(width()).toBe(1);
    expect(element.hidden).toBe(false);
    vi.advanceTimersByTime(finishMs);
    expect(element.style.opacity).toBe('0');
    vi.advanceTimersByTime(finishMs);
    expect(element.hidden).toBe(true);
    expect(width()).toBe(0);
  });

  it('a second click during a navigation keeps the bar where it is; a new navigation after one starts over', () => {
    bar.start();
    vi.advanceTimersByTime(1000);
    const reached = width();
    bar.start();
    vi.advanceTimersByTime(loadingBarSettings.throttleMs);
    expect(width()).toBeGreaterThan(reached);
    bar.done();
    bar.start();
    expect(element.hidden).toBe(true);
    vi.advanceTimersByTime(loadingBarSettings.throttleMs);
    expect(element.hidden).toBe(false);
    expect(element.style.opacity).toBe('');
    expect(width()).toBeLessThan(0.2);
  });

  it('trickles by smaller steps as it fills', () => {
    expect(trickled(0.1)).toBeCloseTo(0.2);
    expect(trickled(0.3)).toBeCloseTo(0.34);
    expect(trickled(0.6)).toBeCloseTo(0.62);
    expect(trickled(0.9)).toBeCloseTo(0.905);
    expect(trickled(0.994)).toBe(0.994);
  });
});
