import type { ServerResponse } from 'node:http';

/**
 * The fakes' pay pages (what a real gateway's card page does, reduced to a button): for the
 * browser test of a purchase through a live adapter (e2e-live/). Plain HTML, no policy headers:
 * they stand in for somebody else's site.
 */

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;
}

export function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(html);
}

/** The card page: the order, the amount, one "Pay" button posting to `payAction`. */
export function fakePayPage(gateway: string, orderNumber: string, amountMinor: number, payAction: string): string {
  return page(
    `${gateway} test card page`,
    `<p>Order ${escape(orderNumber)}: ${(amountMinor / 100).toFixed(2)}</p>` +
      `<form method="post" action="${escape(payAction)}"><button type="submit">Pay</button></form>`,
  );
}

/** ČSOB's return: a form of the signed fields posted to the shop's `returnUrl`, sent by script (or the button). */
export function fakeReturnForm(returnUrl: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  return page(
    'Back to the shop',
    `<form id="back" method="post" action="${escape(returnUrl)}">${inputs}<button type="submit">Back to the shop</button></form>` +
      `<script>document.getElementById('back').submit()</script>`,
  );
}
