'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { ThirdPartyProvider } from '@contract/entities/customer';
import type { Locale } from '@contract/locales';
import { startThirdPartySignIn } from '@/lib/auth/account-calls';
import { FormAlert } from '@/components/form/form-alert';
import { useAuthErrorText } from './use-auth-messages';
import { useSignInProviders } from './sign-in-providers-context';

/**
 * Sign-in through Google or Facebook (docs/customer-accounts-storefront.md, "Third-party sign-in":
 * `POST /socialite/redirect`, then the provider's page; the shopper comes back through
 * `/api/auth/third-party/{provider}`). Only the providers the shop offers have a button
 * (`sign_in_providers` of shop info).
 */
export function ThirdPartyButtons() {
  const t = useTranslations('auth.thirdParty');
  const locale = useLocale() as Locale;
  const errorText = useAuthErrorText();
  const [busy, setBusy] = useState<ThirdPartyProvider | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const headingId = useId();
  const providers = useSignInProviders();

  async function start(provider: ThirdPartyProvider) {
    if (busy) return;
    setBusy(provider);
    setAlert(null);
    const result = await startThirdPartySignIn(locale, provider);
    if (result.ok) {
      window.location.assign(result.providerAuthUrl);
      return;
    }
    setBusy(null);
    setAlert(errorText(result));
  }

  // A shop without third-party sign-in (production without a provider's credentials) shows none.
  if (providers.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-center text-sm text-neutral-700">
        {t('heading')}
      </h2>
      <div className="grid grid-cols-2 gap-2">
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            aria-disabled={busy !== null || undefined}
            aria-label={t('continueWith', { provider: t(provider) })}
            onClick={() => void start(provider)}
            className="min-h-11 rounded-md border border-neutral-400 px-3 font-medium hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {t(provider)}
          </button>
        ))}
      </div>
      <FormAlert text={alert} />
    </section>
  );
}
