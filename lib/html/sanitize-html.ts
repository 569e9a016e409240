import 'server-only';
import sanitize from 'sanitize-html';

const options: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: { a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** Rich text from the shop API (descriptions, articles) reduced to safe formatting markup. */
export function sanitizeHtml(html: string | null | undefined): string {
  return html ? sanitize(html, options) : '';
}
