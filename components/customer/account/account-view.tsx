'use client';

import { useSession } from '@/lib/auth/use-session';
import { CreditBalances } from '../credits/credit-balances';
import { DeleteAccountDialog } from './delete-account-dialog';
import { NewsletterToggle } from './newsletter-toggle';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

/** The account page: profile, password, newsletter, credits and deleting the account. */
export function AccountView() {
  const { customer } = useSession();
  if (!customer) return null;
  return (
    <div className="flex flex-col gap-10">
      <ProfileForm key={customer.id} customer={customer} />
      <PasswordForm
        key={`password-${String(customer.has_password)}`}
        customerId={customer.id}
        hasPassword={customer.has_password}
      />
      <NewsletterToggle key={`newsletter-${customer.id}`} customer={customer} />
      <CreditBalances />
      <DeleteAccountDialog customerId={customer.id} />
    </div>
  );
}
