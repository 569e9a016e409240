import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes } from './reading-time';

const words = (n: number) => Array.from({ length: n }, (_, i) => `slovo${i}`).join(' ');

describe('countWords', () => {
  it('counts the words of HTML, not its tags, entities or punctuation', () => {
    expect(countWords('<p>Jaro je <strong>ideální</strong> čas.</p><ul><li>Lněná trička</li></ul>')).toBe(6);
    expect(countWords('<p>a&nbsp;b – c</p>')).toBe(3);
    expect(countWords(null)).toBe(0);
    expect(countWords('<p> </p>')).toBe(0);
  });
});

describe('readingMinutes', () => {
  it('takes the editor’s figure when there is one', () => {
    expect(readingMinutes({ time_for_reading: 7, perex: 'krátké', content: null })).toBe(7);
  });

  it('estimates from the perex and content at 200 words a minute, at least one minute', () => {
    expect(readingMinutes({ time_for_reading: null, perex: words(100), content: `<p>${words(500)}</p>` })).toBe(3);
    expect(readingMinutes({ time_for_reading: 0, perex: 'Pár slov.', content: null })).toBe(1);
  });

  it('is null when there is nothing to read', () => {
    expect(readingMinutes({ time_for_reading: null, perex: null, content: '<p></p>' })).toBeNull();
  });
});
