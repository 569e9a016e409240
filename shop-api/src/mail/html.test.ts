import { describe, expect, it } from 'vitest';
import { escapeHtml, html } from './html';

// Called under another name in these tests, so that Prettier (which formats `html` templates as
// HTML) leaves the exact markup the assertions compare alone.
const markup = html;

describe('html', () => {
  it('escapes every interpolated value for content and quoted attributes', () => {
    const hostile = `<script>alert("x")</script> & 'quoted'`;
    expect(markup`<p title="${hostile}">${hostile}</p>`.value).toBe(
      `<p title="${escapeHtml(hostile)}">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39;</p>`,
    );
  });

  it('passes nested templates and lists of them through once, and leaves out empty values', () => {
    const items = ['a<b', 'c'].map((item) => markup`<li>${item}</li>`);
    expect(markup`<ul>${items}</ul>${null}${undefined}${false}${0}`.value).toBe('<ul><li>a&lt;b</li><li>c</li></ul>0');
  });
});
