import { useLocale, useTranslations } from 'next-intl';
import type { Order } from '@contract/entities/order';
import { payLaterInstruction } from '@contract/codes/pay-later';
import { PaymentQrCode } from './payment-qr-code';

/** A `YYYY-MM-DD` date in the page's language (a calendar date: no time zone moves it). */
function dateOnly(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * How a pay-later order is paid (docs/checkout.md, "Pay later"): one sentence per service, and for
 * a bank transfer not yet paid the account, IBAN, variable symbol, amount and the QR payment code.
 * Rendered on the server, so the QR encoders stay out of the browser.
 */
export function PayLaterInstructions({ order, recipientName }: { order: Order; recipientName: string }) {
  const t = useTranslations('checkout.summary');
  const payment = useTranslations('checkout.payment.instructions');
  const locale = useLocale();
  const instruction = payLaterInstruction(order.payment.payment_service);
  if (!instruction) return null;
  const transfer = instruction === 'bank_transfer' ? order.payment_instructions : null;
  return (
    <section
      aria-labelledby="pay-later-title"
      className="rounded-lg border border-neutral-200 p-4"
      data-testid="pay-later"
    >
      <h2 id="pay-later-title" className="text-lg font-semibold">
        {t('howToPay')}
      </h2>
      <p className="mt-2">{payment(instruction)}</p>
      {order.payment.payment_note && <p className="mt-2 text-sm text-neutral-700">{order.payment.payment_note}</p>}
      {transfer && (
        <div className="mt-4">
          <PaymentQrCode
            payment={{
              iban: transfer.iban,
              bic: transfer.swift,
              amount: transfer.amount.value,
              currency: order.currency,
              variableSymbol: transfer.variable_symbol,
              message: t('transferMessage', { code: order.code }),
              recipientName,
              dueDate: transfer.due_date,
            }}
            formattedAmount={transfer.amount.formatted}
            accountNumber={transfer.bank_account}
          />
          <p className="mt-2 text-sm text-neutral-700">{t('dueDate', { date: dateOnly(transfer.due_date, locale) })}</p>
        </div>
      )}
    </section>
  );
}
