import type { Locale } from '@contract/locale-codes';
import type { ThirdPartyProvider } from '@contract/entities/customer';
import { html, type SafeHtml } from '../../mail/html';
import type { SandboxIdentityChoice } from './sandbox-identities';

const providerNames: Record<ThirdPartyProvider, string> = { google: 'Google', facebook: 'Facebook' };

const texts: Record<
  Locale,
  {
    badge: string;
    title: (provider: string) => string;
    intro: string;
    identities: Record<SandboxIdentityChoice, { label: string; hint: string }>;
    facebookNote: string;
    allow: string;
    deny: string;
    errorTitle: string;
    expired: string;
  }
> = {
  cs: {
    badge: 'Testovací prostředí: žádný skutečný účet se nepoužije.',
    title: (p) => `Přihlášení přes ${p} (sandbox)`,
    intro: 'Lumen Store chce znát vaše jméno a e-mail. Vyberte testovací identitu:',
    identities: {
      demo: { label: 'Jana Nováková', hint: 'jana.novakova@example.com, ověřený e-mail (propojí se s jejím účtem)' },
      new: { label: 'Nový nakupující', hint: 'nový e-mail, ověřený (vznikne nový účet)' },
      unverified: { label: 'Jana – neověřený e-mail', hint: 'jana.novakova@example.com, neověřený (nepropojí se)' },
    },
    facebookNote:
      'Facebook neříká, zda e-mail ověřil: obchod podle něj účty nepropojuje (nový nakupující dostane nový účet).',
    allow: 'Povolit a pokračovat',
    deny: 'Zamítnout',
    errorTitle: 'Neplatná žádost o přihlášení',
    expired: 'Toto přihlášení vypršelo nebo bylo zahájeno jinde. Začněte prosím znovu.',
  },
  sk: {
    badge: 'Testovacie prostredie: nepoužije sa žiadny skutočný účet.',
    title: (p) => `Prihlásenie cez ${p} (sandbox)`,
    intro: 'Lumen Store chce poznať vaše meno a e-mail. Vyberte testovaciu identitu:',
    identities: {
      demo: { label: 'Jana Nováková', hint: 'jana.novakova@example.com, overený e-mail (prepojí sa s jej účtom)' },
      new: { label: 'Nový nakupujúci', hint: 'nový e-mail, overený (vznikne nový účet)' },
      unverified: { label: 'Jana – neoverený e-mail', hint: 'jana.novakova@example.com, neoverený (neprepojí sa)' },
    },
    facebookNote:
      'Facebook neuvádza, či e-mail overil: obchod podľa neho účty neprepája (nový nakupujúci dostane nový účet).',
    allow: 'Povoliť a pokračovať',
    deny: 'Zamietnuť',
    errorTitle: 'Neplatná žiadosť o prihlásenie',
    expired: 'Toto prihlásenie vypršalo alebo bolo začaté inde. Začnite, prosím, znova.',
  },
  en: {
    badge: 'Test environment: no real account is used.',
    title: (p) => `Sign in with ${p} (sandbox)`,
    intro: 'Lumen Store wants to know your name and e-mail. Choose a test identity:',
    identities: {
      demo: { label: 'Jana Nováková', hint: 'jana.novakova@example.com, verified e-mail (links to her account)' },
      new: { label: 'A new shopper', hint: 'a new e-mail, verified (a new account is made)' },
      unverified: { label: 'Jana, unverified e-mail', hint: 'jana.novakova@example.com, unverified (never linked)' },
    },
    facebookNote:
      'Facebook does not say whether it verified an e-mail: the shop never links accounts by it (a new shopper gets a new account).',
    allow: 'Allow and continue',
    deny: 'Deny',
    errorTitle: 'Invalid sign-in request',
    expired: 'This sign-in has expired or was started elsewhere. Please start again.',
  },
};

const styles = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f3f4f6; color: #111827; }
  main { max-width: 30rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 0.75rem;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.15); }
  .badge { margin: 0 0 1rem; padding: 0.5rem 0.75rem; background: #fef3c7; color: #78350f; border-radius: 0.5rem;
    font-size: 0.875rem; }
  h1 { font-size: 1.375rem; margin: 0 0 1rem; }
  fieldset { border: 0; margin: 0 0 1.25rem; padding: 0; }
  legend { margin-bottom: 0.75rem; }
  label { display: block; padding: 0.625rem 0.75rem; margin-bottom: 0.5rem; border: 1px solid #d1d5db;
    border-radius: 0.5rem; cursor: pointer; }
  .hint { display: block; font-size: 0.875rem; color: #374151; margin-left: 1.5rem; }
  button { width: 100%; min-height: 2.75rem; margin-bottom: 0.5rem; font: inherit; font-weight: 600;
    border-radius: 0.5rem; border: 2px solid #1f2937; background: #fff; color: #111827; cursor: pointer; }
  button.primary { background: #1d4ed8; border-color: #1d4ed8; color: #fff; }
  button:focus-visible, input:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
`;

function page(locale: Locale, nonce: string, title: string, body: SafeHtml): string {
  return html`<!doctype html>
    <html lang="${locale}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <style nonce="${nonce}">
          ${styles}
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`.value;
}

/** The sandbox's login and consent page in one: the test identity to sign in as, allow or deny. */
export function consentPage(input: {
  locale: Locale;
  nonce: string;
  provider: ThirdPartyProvider;
  action: string;
}): string {
  const t = texts[input.locale];
  const title = t.title(providerNames[input.provider]);
  const choices = (['demo', 'new', 'unverified'] as const).map(
    (choice, index) =>
      html`<label
        ><input type="radio" name="identity" value="${choice}" ${index === 0 ? html`checked` : ''} />
        ${t.identities[choice].label}<span class="hint">${t.identities[choice].hint}</span></label
      >`,
  );
  return page(
    input.locale,
    input.nonce,
    title,
    html`<p class="badge">${t.badge}</p>
      <h1>${title}</h1>
      ${input.provider === 'facebook' ? html`<p>${t.facebookNote}</p>` : ''}
      <form method="post" action="${input.action}">
        <fieldset>
          <legend>${t.intro}</legend>
          ${choices}
        </fieldset>
        <button class="primary" type="submit" name="decision" value="allow">${t.allow}</button>
        <button type="submit" name="decision" value="deny">${t.deny}</button>
      </form>`,
  );
}

/** The error page; `message` is the provider's own (RFC 6749 error description) or, without one, that the sign-in expired. */
export function authorizeErrorPage(locale: Locale, nonce: string, message?: string): string {
  const t = texts[locale];
  return page(
    locale,
    nonce,
    t.errorTitle,
    html`<p class="badge">${t.badge}</p>
      <h1>${t.errorTitle}</h1>
      <p>${message ?? t.expired}</p>`,
  );
}
