import type { FastifyInstance } from 'fastify';
import type { Locale } from '@contract/locale-codes';
import type { StoredOrder } from '../orders/orders.repository';
import { slipLinkLifetimeSeconds, type AfterSaleSigner } from './after-sale-links';
import { afterSaleMail, slipUrl, type AfterSaleMailEvent } from './after-sale-mail';
import type { AfterSaleKind } from './after-sale-mail.texts';

/** Sends a return's or complaint's mail once its change has committed (a failed mail fails nothing). */
export interface AfterSaleRecord {
  kind: AfterSaleKind;
  id: number;
  documentNumber: string | null;
  email: string;
  name: string;
}

export function sendAfterSaleMail(
  app: FastifyInstance,
  record: AfterSaleRecord,
  stored: StoredOrder,
  event: AfterSaleMailEvent,
): void {
  if (!record.documentNumber) return;
  const message = afterSaleMail(
    {
      kind: record.kind,
      locale: stored.order.locale as Locale,
      to: { name: record.name, address: record.email },
      documentNumber: record.documentNumber,
      orderCode: stored.order.code,
    },
    event,
  );
  void app.mailer.send(message);
}

/** The storefront link of the slip that the "received" mail carries (signed for 30 days). */
export function mailedSlipUrl(
  app: FastifyInstance,
  signer: AfterSaleSigner,
  kind: AfterSaleKind,
  id: number,
  locale: Locale,
) {
  const origin = app.deps.config.storefrontOrigins[0] ?? app.deps.config.publicUrl;
  return slipUrl(origin, kind, locale, id, signer.link(`${kind}-slip:${id}`, slipLinkLifetimeSeconds));
}

/** The name a mail greets: the billing address's, else nothing. */
export function greetingName(stored: StoredOrder): string {
  const billing = stored.addresses.find((address) => address.type === 2) ?? stored.addresses[0];
  return [billing?.firstName, billing?.lastName].filter(Boolean).join(' ');
}

/** The account money goes to, as the mails name it (an IBAN, or number/bank code); null for none. */
export function mailedBankAccount(holder: {
  bank_account_iban?: string | null;
  bank_account_number?: string | null;
  bank_code?: string | null;
}): string | null {
  if (holder.bank_account_iban) return holder.bank_account_iban;
  if (holder.bank_account_number && holder.bank_code) return `${holder.bank_account_number}/${holder.bank_code}`;
  return null;
}
