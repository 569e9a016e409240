import type { AfterSaleAddress, AfterSaleSlip } from '@contract/entities/after-sale';
import type { Locale } from '@contract/locale-codes';
import { ApiError } from '../http/api-error';
import { companyInfo } from '../shop/company-info';
import { countryName } from '../shop/country-names';
import type { AfterSaleSigner } from './after-sale-links';
import type { AfterSaleKind } from './after-sale-mail.texts';

/** What a slip shows, whatever it is of. */
export interface SlipSource {
  kind: AfterSaleKind;
  id: number;
  documentNumber: string | null;
  orderCode: string;
  submittedAt: Date | null;
  email: string;
  addresses: AfterSaleAddress[];
  shippingMethodName: string | null;
  items: { name: string; sku: string | null; amount: number }[];
  /** The reader's language: the shop's country is named in it. */
  locale: Locale;
}

/** The printable slip of a sent return or complaint; a draft has none yet (404). */
export function toSlip(source: SlipSource): AfterSaleSlip {
  if (!source.documentNumber || !source.submittedAt) throw ApiError.notFound('notFound.slip');
  return {
    kind: source.kind,
    id: source.id,
    document_number: source.documentNumber,
    order_code: source.orderCode,
    submitted_at: source.submittedAt.toISOString(),
    sender: source.addresses.find((address) => address.type === 'billing') ?? null,
    email: source.email,
    return_to: {
      name: companyInfo.name,
      street: companyInfo.street_address,
      city: companyInfo.city,
      post_code: companyInfo.postal_code,
      country: countryName(companyInfo.country_iso, source.locale, companyInfo.country),
    },
    shipping_method_name: source.shippingMethodName,
    items: source.items.filter((item) => item.amount > 0),
  };
}

/**
 * A slip's signed query, when given, is judged alone (like an invoice link): both parts, valid for
 * this slip and not expired, else a 403. Answers whether the call came with one.
 */
export function slipLinkGiven(
  signer: AfterSaleSigner,
  kind: AfterSaleKind,
  id: number,
  query: { expires?: number; signature?: string },
): boolean {
  if (query.expires === undefined && query.signature === undefined) return false;
  if (
    query.expires === undefined ||
    query.signature === undefined ||
    !signer.linkHolds(`${kind}-slip:${id}`, { expires: query.expires, signature: query.signature })
  )
    throw new ApiError('forbidden', 'afterSale.slipLink');
  return true;
}
