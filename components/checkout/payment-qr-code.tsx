import { useTranslations } from 'next-intl';
import { paymentQrPayload, type BankTransferPayment } from '@/lib/checkout/payment-qr';
import { qrSvgShape } from '@/lib/checkout/qr-svg';

export interface PaymentQrCodeProps {
  payment: BankTransferPayment;
  /** The amount as the shopper reads it (the order's formatted total). */
  formattedAmount: string;
  /** The account as written at home (`2000145399/0800`), shown above the IBAN when given. */
  accountNumber?: string | null;
}

/**
 * A bank transfer's QR payment code (QR Platba for crowns, PAY by square for euros: see
 * `paymentQrStandard`) as inline SVG, with the plain fields beside it for a shopper who types
 * them. No client JavaScript: render it from a server component. When the data cannot make a
 * valid code, only the fields are shown.
 */
export function PaymentQrCode({ payment, formattedAmount, accountNumber }: PaymentQrCodeProps) {
  const t = useTranslations('checkout.payment');
  const payload = paymentQrPayload(payment);
  const shape = payload ? qrSvgShape(payload.text) : null;
  const variableSymbol = String(payment.variableSymbol);
  const rows: [string, string | null | undefined][] = [
    [t('fields.accountNumber'), accountNumber],
    [t('fields.iban'), payment.iban],
    [t('fields.bic'), payment.bic],
    [t('fields.amount'), formattedAmount],
    [t('fields.variableSymbol'), variableSymbol],
    [t('fields.message'), payment.message],
  ];
  const fields = rows.filter((row): row is [string, string] => Boolean(row[1]));

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      {payload && shape && (
        <svg
          role="img"
          aria-label={t('qr.label', { amount: formattedAmount, variableSymbol })}
          viewBox={`0 0 ${shape.size} ${shape.size}`}
          width={192}
          height={192}
          shapeRendering="crispEdges"
          className="shrink-0 rounded border border-neutral-200"
        >
          <rect width={shape.size} height={shape.size} fill="#fff" />
          <path d={shape.path} fill="#000" />
        </svg>
      )}
      <div className="text-sm">
        {payload && (
          <p className="mb-2 text-neutral-700">{t(payload.standard === 'spayd' ? 'qr.spayd' : 'qr.payBySquare')}</p>
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {fields.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-neutral-600">{label}</dt>
              <dd className="font-medium break-all text-neutral-900">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
