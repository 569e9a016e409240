import { z } from 'zod';
import { dialCodeField, nameField, phoneField, postCodeField } from '../rules/field-schemas';
import { fitsCountryPhoneLength } from '../rules/phone';
import { fitsCountryPostCode, isCzechOrSlovak } from '../rules/post-code';
import { IdBodySchema } from './request-parts';

/**
 * The address fields a shopper types, with the formats the shop accepts. The country's own rules
 * (post code, phone length, company id and VAT number) need its ISO code, which the body carries
 * only as `country_id`: `addressInputSchema(alpha2)` adds them, so the storefront's form and the
 * API check the same rules; the API reads the country and checks again.
 */

/** Czech company ids (IČO) carry a check digit: weights 8…2 over the first seven digits, mod 11. */
export function isValidCzechCompanyId(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits.slice(0, 7).reduce((total, digit, i) => total + digit * (8 - i), 0);
  return (11 - (sum % 11)) % 10 === digits[7];
}

/** Each address field's rules; the address book (`customer-addresses.ts`) reuses them. */
export const addressFieldShapes = {
  first_name: nameField('first name'),
  last_name: nameField('last name'),
  dial_code: dialCodeField(),
  phone: phoneField(),
  street: z
    .string()
    .trim()
    .min(1, 'Enter the street and house number.')
    .max(150, 'The street is at most 150 characters.')
    .regex(/\d/, 'Add the house number.'),
  city: nameField('city'),
  post_code: postCodeField(),
  country_id: IdBodySchema,
  is_company: z.boolean(),
  company_name: z.string().trim().max(150, 'The company name is at most 150 characters.').nullable(),
  company_identification_number: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{2,20}$/, 'Enter a valid company id.')
    .nullable(),
  company_vat_number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, 'Enter a VAT number such as CZ12345678.')
    .nullable(),
};

export type AddressInputShape = typeof addressFieldShapes;
type AddressInputDraft = Partial<{ [K in keyof AddressInputShape]: z.infer<AddressInputShape[K]> }>;

/** The rules of a country the shop knows (Czech Republic and Slovakia): issues as `[field, message]`. */
export function countryIssues(address: AddressInputDraft, alpha2: string): [keyof AddressInputShape, string][] {
  const issues: [keyof AddressInputShape, string][] = [];
  if (!isCzechOrSlovak(alpha2)) return issues;
  if (address.post_code !== undefined && !fitsCountryPostCode(address.post_code, alpha2))
    issues.push(['post_code', 'Enter the post code as 123 45.']);
  if (address.phone !== undefined && !fitsCountryPhoneLength(address.phone, alpha2))
    issues.push(['phone', 'A Czech or Slovak phone number has 9 digits.']);
  const companyId = address.company_identification_number;
  if (companyId && !/^\d{8}$/.test(companyId))
    issues.push(['company_identification_number', 'A company id has 8 digits.']);
  else if (companyId && alpha2 === 'CZ' && !isValidCzechCompanyId(companyId))
    issues.push(['company_identification_number', 'This company id does not exist (its check digit is wrong).']);
  const vat = address.company_vat_number;
  const vatPattern = alpha2 === 'CZ' ? /^CZ\d{8,10}$/ : /^SK\d{10}$/;
  if (vat && !vatPattern.test(vat))
    issues.push([
      'company_vat_number',
      alpha2 === 'CZ' ? 'Enter the VAT number as CZ and 8 to 10 digits.' : 'Enter the VAT number as SK and 10 digits.',
    ]);
  return issues;
}

/**
 * `PATCH /carts/{id}/addresses/billing|shipping`: a customer's saved address, or any of the
 * address fields (a country alone is enough to price shipping). Unknown fields are rejected. With
 * `alpha2`, the country's own formats are checked too; a company (`is_company`) needs its name
 * and id.
 */
export function addressInputSchema(alpha2?: string) {
  return z
    .strictObject({
      customer_address_id: IdBodySchema.optional().describe('A saved address of the signed-in customer.'),
      ...Object.fromEntries(Object.entries(addressFieldShapes).map(([key, schema]) => [key, schema.optional()])),
    } as { customer_address_id: z.ZodOptional<typeof IdBodySchema> } & {
      [K in keyof AddressInputShape]: z.ZodOptional<AddressInputShape[K]>;
    })
    .superRefine((address, ctx) => {
      if (Object.keys(address).length === 0)
        ctx.addIssue({ code: 'custom', message: 'Send customer_address_id, country_id or the address fields.' });
      if (address.is_company) {
        if (!address.company_name)
          ctx.addIssue({ code: 'custom', path: ['company_name'], message: 'Enter the company name.' });
        if (!address.company_identification_number)
          ctx.addIssue({ code: 'custom', path: ['company_identification_number'], message: 'Enter the company id.' });
      }
      if (alpha2)
        for (const [path, message] of countryIssues(address, alpha2))
          ctx.addIssue({ code: 'custom', path: [path], message });
    });
}

export const CartAddressInputSchema = addressInputSchema();
export type CartAddressInput = z.infer<typeof CartAddressInputSchema>;
