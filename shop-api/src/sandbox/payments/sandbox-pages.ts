import type { Locale } from '@contract';
import type { PaymentGateway, PaymentStateValue } from '@contract/calls/payments';
import { escapeHtml } from '../../http/escape-html';
import { gatewayLabels, sandboxTexts } from './sandbox-texts';

const styles = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f3f4f6; color: #111827; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 0.75rem;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.15); }
  .badge { margin: 0 0 1rem; padding: 0.5rem 0.75rem; background: #fef3c7; color: #78350f; border-radius: 0.5rem;
    font-size: 0.875rem; }
  h1 { font-size: 1.375rem; margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; margin: 0 0 1.5rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  .hint { font-size: 0.875rem; color: #374151; }
  form { margin: 0 0 0.75rem; }
  button { width: 100%; min-height: 2.75rem; font: inherit; font-weight: 600; border-radius: 0.5rem;
    border: 2px solid #1f2937; background: #fff; color: #111827; cursor: pointer; }
  button.primary { background: #065f46; border-color: #065f46; color: #fff; }
  button:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
`;

function page(options: { locale: Locale; title: string; nonce: string; body: string; script?: string }): string {
  const script = options.script ? `<script nonce="${options.nonce}">${options.script}</script>` : '';
  return `<!doctype html>
<html lang="${options.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)}</title>
<style nonce="${options.nonce}">${styles}</style>
</head>
<body>
<main>
${options.body}
</main>
${script}
</body>
</html>
`;
}

export interface PayPageInput {
  locale: Locale;
  nonce: string;
  gateway: PaymentGateway;
  paymentId: string;
  orderCode: string;
  amount: string;
  /** The sandbox's decision, or the payment's state when it was closed without one. */
  state: PaymentStateValue;
  /** For a closed payment: where "back to the shop" goes (GoPay), or the return form (ČSOB). */
  back: { href: string } | { form: CsobReturnForm } | null;
}

/** The pay page: the order, the amount, the test card, and Pay, Cancel and Fail as form buttons. */
export function payPage(input: PayPageInput): string {
  const t = sandboxTexts[input.locale];
  const action = (name: string) => `/sandbox/${input.gateway}/${encodeURIComponent(input.paymentId)}/${name}`;
  const button = (name: string, label: string, primary = false) =>
    `<form method="post" action="${escapeHtml(action(name))}"><button type="submit"${primary ? ' class="primary"' : ''}>${escapeHtml(label)}</button></form>`;
  const summary = `<p class="badge">${escapeHtml(t.badge)}</p>
<h1>${escapeHtml(t.heading(input.orderCode))}</h1>
<dl>
<dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(input.amount)}</dd>
<dt>${escapeHtml(t.card)}</dt><dd>${escapeHtml(t.testCard)}</dd>
</dl>`;
  let actions: string;
  if (input.state === 'created') {
    actions = `<p class="hint">${escapeHtml(t.failHint)}</p>
${button('pay', t.pay(input.amount), true)}
${button('cancel', t.cancel)}
${button('fail', t.fail)}`;
  } else {
    const back =
      input.back === null
        ? ''
        : 'href' in input.back
          ? `<p><a href="${escapeHtml(input.back.href)}">${escapeHtml(t.back)}</a></p>`
          : returnForm(input.back.form, t.back);
    actions = `<p role="status">${escapeHtml(t.states[input.state])}</p>\n${back}`;
  }
  return page({
    locale: input.locale,
    nonce: input.nonce,
    title: t.title(gatewayLabels[input.gateway], input.orderCode),
    body: `${summary}\n${actions}`,
  });
}

/** What ČSOB posts back to the shop's `returnUrl` (eAPI: payId, dttm, resultCode, resultMessage, paymentStatus, signature). */
export interface CsobReturnForm {
  action: string;
  fields: Record<string, string>;
}

function returnForm(form: CsobReturnForm, label: string): string {
  const inputs = Object.entries(form.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return `<form id="return" method="post" action="${escapeHtml(form.action)}">
${inputs}
<button type="submit" class="primary">${escapeHtml(label)}</button>
</form>`;
}

/**
 * ČSOB returns the shopper with a POST: this page submits the form itself (a script allowed by the
 * page's nonce); without JavaScript the shopper presses the button.
 */
export function csobReturnPage(input: { locale: Locale; nonce: string; form: CsobReturnForm }): string {
  const t = sandboxTexts[input.locale];
  return page({
    locale: input.locale,
    nonce: input.nonce,
    title: t.returning,
    body: `<h1>${escapeHtml(t.returning)}</h1>\n${returnForm(input.form, t.back)}`,
    script: "document.getElementById('return').submit();",
  });
}

export function notFoundPage(input: { locale: Locale; nonce: string }): string {
  const t = sandboxTexts[input.locale];
  return page({
    locale: input.locale,
    nonce: input.nonce,
    title: t.notFoundTitle,
    body: `<h1>${escapeHtml(t.notFoundTitle)}</h1>\n<p>${escapeHtml(t.notFound)}</p>`,
  });
}
