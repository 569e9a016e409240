import { sanitizeHtml } from '@/lib/html/sanitize-html';

/** HTML from the shop API, sanitized on the server before it reaches the page. */
export function RichText({ html, className = '' }: { html: string | null | undefined; className?: string }) {
  const safe = sanitizeHtml(html);
  if (!safe) return null;
  return <div className={`prose-content ${className}`} dangerouslySetInnerHTML={{ __html: safe }} />;
}
