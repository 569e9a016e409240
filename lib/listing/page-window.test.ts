import { describe, expect, it } from 'vitest';
import { visiblePages } from './page-window';

describe('visiblePages', () => {
  it('shows every page of a short listing', () => {
    expect(visiblePages(1, 1, 4)).toEqual([1, 2, 3, 4]);
  });
  it('keeps the first and last page and two around the current one, with gaps', () => {
    expect(visiblePages(10, 10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
  });
  it('widens around a "load more" range', () => {
    expect(visiblePages(3, 6, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, null, 20]);
  });
});
