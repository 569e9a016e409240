'use client';

import { useId, useState, type FormEvent } from 'react';
import type { Locale } from '@contract/locales';
import { isEmailAddress } from '@contract/rules/email';
import { FieldMessage } from '@/components/form/field-message';
import { ScriptRequiredNote } from '@/components/form/script-required-note';
import { inputClass } from '@/components/form/input-class';
import { SubmitButton } from '@/components/form/submit-button';

type NewsletterTexts = Record<
  'emailLabel' | 'subscribe' | 'emailRequired' | 'emailInvalid' | 'failed' | 'thanks' | 'needsJavaScript',
  string
>;

/**
 * Subscribes the address; answers the text to show on failure, or null. The API client and its
 * zod schemas load on the first submit: in the footer they would add about 32 kB gzip to every
 * page's first JavaScript (docs/benchmarks.md).
 */
async function subscribe(locale: Locale, email: string): Promise<'emailInvalid' | 'failed' | null> {
  const [{ getBrowserApi }, { ApiClientError }, { subscribeNewsletter }] = await Promise.all([
    import('@/lib/api/browser-api'),
    import('@/lib/api/api-client-error'),
    import('@/lib/customer/customer-api'),
  ]);
  try {
    await subscribeNewsletter(getBrowserApi(locale), email);
    return null;
  } catch (failure) {
    return failure instanceof ApiClientError && failure.fieldMessage('email') ? 'emailInvalid' : 'failed';
  }
}

/**
 * The footer's newsletter subscription, for guests and customers alike (POST /newsletters). The
 * footer (a server component) passes the language and texts, so catalogue pages carry no extra
 * namespace and the form needs no intl context.
 */
export function NewsletterForm({ locale, texts }: { locale: Locale; texts: NewsletterTexts }) {
  const t = (key: keyof NewsletterTexts) => texts[key];
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!isEmailAddress(value)) {
      setError(t(value ? 'emailInvalid' : 'emailRequired'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const problem = await subscribe(locale, value);
      if (problem) setError(t(problem));
      else setDone(true);
    } catch {
      // Its script could not be loaded (offline, or a newer build replaced it).
      setError(t('failed'));
    } finally {
      setPending(false);
    }
  };

  if (done)
    return (
      <p role="status" className="text-green-900" data-testid="newsletter-done">
        {t('thanks')}
      </p>
    );
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-2"
      data-testid="newsletter-form"
    >
      <label htmlFor={`${id}-email`} className="font-medium text-neutral-900">
        {t('emailLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass}
        />
        <SubmitButton
          pending={pending}
          pendingLabel={t('subscribe')}
          className="min-h-11 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-900 disabled:bg-neutral-500"
        >
          {t('subscribe')}
        </SubmitButton>
      </div>
      <FieldMessage id={`${id}-error`} message={error ?? undefined} alert />
      <ScriptRequiredNote>{t('needsJavaScript')}</ScriptRequiredNote>
    </form>
  );
}
