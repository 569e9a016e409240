import { describe, expect, it } from 'vitest';
import { pageMeta, pageWindow } from './page-window';

describe('customer history pages', () => {
  it('reads page and size, 20 by default', () => {
    expect(pageWindow({})).toEqual({ page: 1, perPage: 20, limit: 20, offset: 0 });
    expect(pageWindow({ page: 3, per_page: 5 })).toEqual({ page: 3, perPage: 5, limit: 5, offset: 10 });
  });

  it('counts pages and refuses one past the last', () => {
    expect(pageMeta(1, 20, 0)).toEqual({ page: 1, per_page: 20, total: 0, total_pages: 0 });
    expect(pageMeta(2, 5, 7)).toEqual({ page: 2, per_page: 5, total: 7, total_pages: 2 });
    expect(() => pageMeta(3, 5, 7)).toThrow('The request is not valid.');
  });
});
