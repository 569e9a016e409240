// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { filterFocusKey, focusTarget } from './filter-focus';

function sheet(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('focus across a listing navigation', () => {
  it('names a control by its filter and item', () => {
    expect(filterFocusKey('brand', 4)).toBe('brand:4');
    expect(filterFocusKey('price', 'min')).toBe('price:min');
  });

  it('finds the chosen control again in the new listing', () => {
    const root = sheet(
      '<a data-focus-key="brand:3">Nordvik</a><a data-focus-key="brand:4">Lumera</a><a data-focus-key="color:1">Red</a>',
    );
    expect(focusTarget(root, 'brand:4', { orGroup: false })?.textContent).toBe('Lumera');
  });

  it('answers the summary of a closed disclosure around the control', () => {
    const root = sheet(
      '<details><summary>Size: M</summary><ul><li><a data-focus-key="size:2">M</a></li></ul></details>',
    );
    expect(focusTarget(root, 'size:2', { orGroup: false })?.tagName).toBe('SUMMARY');
    root.querySelector('details')?.setAttribute('open', '');
    expect(focusTarget(root, 'size:2', { orGroup: false })?.tagName).toBe('A');
  });

  it('falls back to the first control of the same filter only when asked to', () => {
    const root = sheet('<a data-focus-key="brandx:1">Other</a><a data-focus-key="brand:3">Nordvik</a>');
    expect(focusTarget(root, 'brand:clear', { orGroup: false })).toBeNull();
    expect(focusTarget(root, 'brand:clear', { orGroup: true })?.textContent).toBe('Nordvik');
    expect(focusTarget(root, 'size:clear', { orGroup: true })).toBeNull();
  });

  it('is not confused by quotes in a filter id', () => {
    const root = sheet(`<a data-focus-key='a"b:1'>Odd</a>`);
    expect(focusTarget(root, 'a"b:1', { orGroup: false })?.textContent).toBe('Odd');
  });
});
