'use client';

import { useState, type FormEvent } from 'react';
import type { Locale } from '@contract/locales';

export type NewsletterLinkKind = 'confirm' | 'unsubscribe';

export type NewsletterLinkTexts = Record<'intro' | 'action' | 'done' | 'invalid' | 'missingToken' | 'failed', string>;

type Outcome = 'done' | 'invalid' | 'failed';

/**
 * Follows the mailed link's token: confirms the subscription or unsubscribes. The API client and
 * its schemas load on the click (they are not needed to show the page).
 */
async function follow(kind: NewsletterLinkKind, locale: Locale, token: string): Promise<Outcome> {
  const [{ getBrowserApi }, { ApiClientError }, { confirmNewsletter, unsubscribeNewsletter }] = await Promise.all([
    import('@/lib/api/browser-api'),
    import('@/lib/api/api-client-error'),
    import('@/lib/customer/customer-api'),
  ]);
  try {
    const api = getBrowserApi(locale);
    await (kind === 'confirm' ? confirmNewsletter(api, token) : unsubscribeNewsletter(api, token));
    return 'done';
  } catch (failure) {
    // An unknown, used or expired token: 404; a malformed one: 422.
    return failure instanceof ApiClientError && (failure.status === 404 || failure.status === 422)
      ? 'invalid'
      : 'failed';
  }
}

/**
 * The page of a newsletter mail's link. It acts only when the shopper presses its button (a form
 * that POSTs or DELETEs), never on opening the page: mail scanners that open every link in a
 * message must not confirm a subscription nobody asked for, nor end one.
 */
export function NewsletterLinkAction({
  kind,
  locale,
  token,
  texts,
}: {
  kind: NewsletterLinkKind;
  locale: Locale;
  token: string | null;
  texts: NewsletterLinkTexts;
}) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    setPending(true);
    try {
      setOutcome(await follow(kind, locale, token));
    } catch {
      // Its script could not be loaded (offline, or a newer build replaced it).
      setOutcome('failed');
    } finally {
      setPending(false);
    }
  };

  if (!token || outcome === 'invalid')
    return (
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
        {token ? texts.invalid : texts.missingToken}
      </p>
    );
  if (outcome === 'done')
    return (
      <p role="status" data-testid={`newsletter-${kind}-done`} className="text-green-900">
        {texts.done}
      </p>
    );
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col items-start gap-4">
      <p className="text-neutral-700">{texts.intro}</p>
      <button
        type="submit"
        disabled={pending}
        className="min-h-11 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-900 disabled:bg-neutral-500"
      >
        {texts.action}
      </button>
      {outcome === 'failed' && (
        <p role="alert" className="text-red-800">
          {texts.failed}
        </p>
      )}
    </form>
  );
}
