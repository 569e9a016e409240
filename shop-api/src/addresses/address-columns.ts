import { normalizePostCode } from '@contract/rules/post-code';

/** The address fields of a body, as the contract names them (a saved address, a cart's address). */
export interface AddressBodyFields {
  first_name?: string;
  last_name?: string;
  dial_code?: string | null;
  phone?: string | null;
  street?: string;
  city?: string;
  post_code?: string;
  country_id?: number;
  is_company?: boolean;
  company_name?: string | null;
  company_identification_number?: string | null;
  company_vat_number?: string | null;
}

/** The same fields as the address tables' columns (`customer_addresses`, `cart_addresses`). */
export interface AddressColumnValues {
  firstName?: string;
  lastName?: string;
  dialCode?: string | null;
  phone?: string | null;
  street?: string;
  city?: string;
  postCode?: string;
  countryId?: number;
  isCompany?: boolean;
  companyName?: string | null;
  companyIdentificationNumber?: string | null;
  companyVatNumber?: string | null;
}

/**
 * Body fields as table columns; only the fields sent are written, the post code in the country's
 * form (`123 45`). `alpha2` is the address's country, when known.
 */
export function addressColumns(body: AddressBodyFields, alpha2: string | null): AddressColumnValues {
  const columns: AddressColumnValues = {};
  const set = <K extends keyof AddressColumnValues>(key: K, value: AddressColumnValues[K] | undefined) => {
    if (value !== undefined) columns[key] = value;
  };
  set('firstName', body.first_name);
  set('lastName', body.last_name);
  set('dialCode', body.dial_code);
  set('phone', body.phone);
  set('street', body.street);
  set('city', body.city);
  set('postCode', body.post_code === undefined ? undefined : normalizePostCode(body.post_code, alpha2));
  set('countryId', body.country_id);
  set('isCompany', body.is_company);
  set('companyName', body.company_name);
  set('companyIdentificationNumber', body.company_identification_number);
  set('companyVatNumber', body.company_vat_number);
  return columns;
}
