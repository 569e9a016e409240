import { encode, PaymentOptions } from 'bysquare/pay';
import { buildSpayd, withoutDiacritics, type SpaydPayment } from '@contract/payments/spayd';
import { normalizeIban } from '@contract/payments/iban';

/**
 * A bank transfer as the summary shows it: the shop's account, the amount in the order's currency
 * and the variable symbol (the order's number) that pairs the payment with the order.
 */
export interface BankTransferPayment {
  iban: string;
  bic?: string | null;
  amount: number;
  /** ISO 4217 (`CZK`, `EUR`). */
  currency: string;
  variableSymbol: string | number;
  /** The message for the recipient (e.g. "Order 1024"). */
  message?: string | null;
  /** The shop's company name (PAY by square requires it). */
  recipientName: string;
  /** `YYYY-MM-DD`. */
  dueDate?: string | null;
}

/**
 * `spayd`: the Czech QR Platba (Short Payment Descriptor), read by Czech banking apps;
 * `pay-by-square`: the Slovak Banking Association's PAY by square, read by Slovak banking apps.
 */
export type PaymentQrStandard = 'spayd' | 'pay-by-square';

/**
 * The standard for a payment's currency: euro payments come from Slovak (and other euro) accounts,
 * whose banking apps read PAY by square; crowns come from Czech accounts, whose apps read QR Platba.
 */
export function paymentQrStandard(currency: string): PaymentQrStandard {
  return currency.toUpperCase() === 'EUR' ? 'pay-by-square' : 'spayd';
}

export interface PaymentQrPayload {
  standard: PaymentQrStandard;
  /** The text to put into the QR code. */
  text: string;
}

function spaydPayment(payment: BankTransferPayment): SpaydPayment {
  return {
    iban: payment.iban,
    bic: payment.bic,
    amount: payment.amount,
    currency: payment.currency,
    variableSymbol: payment.variableSymbol,
    message: payment.message,
    recipientName: payment.recipientName,
    dueDate: payment.dueDate,
  };
}

/** PAY by square's limits (bysquare's data model): note 140, beneficiary name 70 characters. */
function payBySquare(payment: BankTransferPayment): string | null {
  const note = withoutDiacritics(payment.message ?? '')
    .trim()
    .slice(0, 140);
  const name = withoutDiacritics(payment.recipientName).trim().slice(0, 70);
  if (!name) return null;
  try {
    return encode({
      payments: [
        {
          type: PaymentOptions.PaymentOrder,
          amount: Math.round(payment.amount * 100) / 100,
          currencyCode: payment.currency.toUpperCase(),
          variableSymbol: String(payment.variableSymbol),
          ...(note ? { paymentNote: note } : {}),
          ...(payment.dueDate ? { paymentDueDate: payment.dueDate.replace(/-/g, '') } : {}),
          bankAccounts: [
            { iban: normalizeIban(payment.iban), ...(payment.bic ? { bic: payment.bic.toUpperCase() } : {}) },
          ],
          beneficiary: { name },
        },
      ],
    });
  } catch {
    return null;
  }
}

/**
 * The QR payload of a bank transfer in the standard of its currency (or the one asked for), or
 * null when the data cannot make a valid code (an invalid IBAN, symbol or amount: the summary then
 * shows the plain fields only). Both standards are checked by the same SPAYD rules first.
 */
export function paymentQrPayload(
  payment: BankTransferPayment,
  standard: PaymentQrStandard = paymentQrStandard(payment.currency),
): PaymentQrPayload | null {
  const spayd = buildSpayd(spaydPayment(payment));
  if (!spayd.ok) return null;
  if (standard === 'spayd') return { standard, text: spayd.value };
  const text = payBySquare(payment);
  return text ? { standard, text } : null;
}
