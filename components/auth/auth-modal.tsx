'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DialogHeader } from '@/components/dialogs/dialog-header';
import { withQueryProvider } from '@/lib/query/query-provider';
import { useAuthModalStore, type AuthModalView } from '@/stores/auth-modal-store';
import { linkButtonClass } from '@/components/form/button-classes';
import { LoginForm } from './login-form';
import { RegistrationForm } from './registration-form';
import { ResetRequestForm } from './reset-request-form';
import { ThirdPartyButtons } from './third-party-buttons';

/**
 * The auth modal (docs/customer-accounts-storefront.md, "Screens"): login, registration and
 * password reset in one dialog (Radix: focus stays inside, Escape and the close button close it,
 * scrolling behind is locked, focus returns to what opened it). Loaded when first opened
 * (`AuthHost`). A successful login or registration closes it; the shopper stays on the page. Under
 * a React Query provider of its own: the forms sign in through the page's query client (the
 * identity, the cart transfer).
 */
export const AuthModal = withQueryProvider(Modal);

function Modal({ view }: { view: AuthModalView }) {
  const t = useTranslations('auth');
  const { open, close } = useAuthModalStore();
  // The modal has no Radix trigger (anything may open it), so focus goes back to what had it.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          data-testid="auth-modal"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-lg bg-white shadow-xl"
        >
          <DialogHeader title={t(`modal.${view}`)} closeLabel={t('modal.close')} className="py-2" />
          <div className="flex flex-col gap-5 overflow-y-auto p-5">
            {view === 'login' && (
              <>
                <LoginForm onSuccess={close} />
                <button
                  type="button"
                  className={`${linkButtonClass} self-start`}
                  onClick={() => open('password-reset')}
                >
                  {t('login.forgotPassword')}
                </button>
                <ThirdPartyButtons />
                <p className="flex flex-wrap items-center gap-x-2 text-sm">
                  {t('login.noAccount')}
                  <button type="button" className={linkButtonClass} onClick={() => open('registration')}>
                    {t('login.register')}
                  </button>
                </p>
              </>
            )}
            {view === 'registration' && (
              <>
                <RegistrationForm onSuccess={close} />
                <p className="flex flex-wrap items-center gap-x-2 text-sm">
                  {t('registration.haveAccount')}
                  <button type="button" className={linkButtonClass} onClick={() => open('login')}>
                    {t('registration.login')}
                  </button>
                </p>
              </>
            )}
            {view === 'password-reset' && (
              <>
                <ResetRequestForm />
                <button type="button" className={`${linkButtonClass} self-start`} onClick={() => open('login')}>
                  {t('resetRequest.backToLogin')}
                </button>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
