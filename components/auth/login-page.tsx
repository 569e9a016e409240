'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { firstSafeReturnPath } from '@/lib/auth/return-url';
import { useSession } from '@/lib/auth/use-session';
import { openAuthModal } from '@/stores/auth-modal-store';
import { linkButtonClass } from '@/components/form/button-classes';
import { LoginForm } from './login-form';
import { ThirdPartyButtons } from './third-party-buttons';

/**
 * The login page's body. After login the shopper goes to the page the guard remembered (the login
 * route answers it, checked to be a relative path of this site) or home. A registration made from
 * here (in the modal) goes home too.
 */
export function LoginPage() {
  const t = useTranslations('auth.login');
  const locale = useLocale();
  const router = useRouter();
  const { status } = useSession();
  const loggingIn = useRef(false);

  useEffect(() => {
    if (status === 'customer' && !loggingIn.current) router.replace(`/${locale}`);
  }, [status, router, locale]);

  return (
    <div className="flex flex-col gap-5">
      <p className="text-neutral-700">{t('intro')}</p>
      <LoginForm
        onStart={() => (loggingIn.current = true)}
        onSuccess={(returnPath) => router.replace(firstSafeReturnPath([returnPath], `/${locale}`))}
        onFailure={() => (loggingIn.current = false)}
      />
      <button type="button" className={`${linkButtonClass} self-start`} onClick={() => openAuthModal('password-reset')}>
        {t('forgotPassword')}
      </button>
      <ThirdPartyButtons />
      <p className="flex flex-wrap items-center gap-x-2 text-sm">
        {t('noAccount')}
        <button type="button" className={linkButtonClass} onClick={() => openAuthModal('registration')}>
          {t('register')}
        </button>
      </p>
    </div>
  );
}
