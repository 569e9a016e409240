import type { Customer, CustomerPairing } from '@contract/entities/customer';
import { genderOrientedProductPreferences, thirdPartyProviders } from '@contract/entities/customer';
import { locales, type Locale } from '@contract/locale-codes';
import type { customerPairings } from '../db/schema';
import type { CustomerRow } from './customers.repository';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    dial_code: row.dialCode,
    phone: row.phone,
    birth_at: row.birthAt,
    gender_oriented_product_preference: oneOf(genderOrientedProductPreferences, row.genderOrientedProductPreference),
    code: row.code,
    locale: oneOf(locales, row.locale) ?? ('cs' satisfies Locale),
    is_active: row.isActive,
    is_blocked: row.isBlocked,
    is_subscribed: row.isSubscribed,
    has_password: !!row.passwordHash,
    email_verified_at: row.emailVerifiedAt?.toISOString() ?? null,
    preferred_payment_method_id: row.preferredPaymentMethodId,
    preferred_shipping_method_id: row.preferredShippingMethodId,
    restrict_to_country_id: row.restrictToCountryId,
    last_logged_at: row.lastLoggedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The customer's pairings with the providers this build knows (a retired provider's are left out). */
export function toPairings(rows: (typeof customerPairings.$inferSelect)[]): CustomerPairing[] {
  return rows.flatMap((row) => {
    const provider = oneOf(thirdPartyProviders, row.provider);
    return provider ? [{ id: row.id, provider, email: row.email, created_at: row.createdAt.toISOString() }] : [];
  });
}
