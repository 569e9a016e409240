import type { MissingAddressField } from '@contract/codes/address-requirements';

/**
 * The contract's and the shop API's field messages are written once, in English, beside their
 * rules (`contract/calls/address-input.ts`, `orders.ts`, `cart.ts`, the API's order requirements).
 * The checkout's forms show them in the page's language: each known message has a key under
 * `checkout.fieldErrors`. A message not listed here (a rule added later) is shown as it is in
 * English and as the generic `invalid` text in the other languages; `field-messages.test.ts`
 * checks that the contract's own messages are all listed.
 */
const fieldMessageKeys = {
  'Enter the first name.': 'firstNameRequired',
  'The first name is at most 100 characters.': 'firstNameTooLong',
  'Enter the last name.': 'lastNameRequired',
  'The last name is at most 100 characters.': 'lastNameTooLong',
  'Enter the city.': 'cityRequired',
  'The city is at most 100 characters.': 'cityTooLong',
  'Choose a dial code such as +420.': 'dialCode',
  'Enter the phone number in 6 to 15 digits, without the dial code.': 'phoneFormat',
  'Enter the phone number.': 'phoneRequired',
  'A Czech or Slovak phone number has 9 digits.': 'phoneNineDigits',
  'Enter the street and house number.': 'streetRequired',
  'The street is at most 150 characters.': 'streetTooLong',
  'Add the house number.': 'houseNumber',
  'Enter a valid post code.': 'postCodeFormat',
  'Enter the post code.': 'postCodeRequired',
  'Enter the post code as 123 45.': 'postCodeCzSk',
  'Choose the country.': 'countryRequired',
  'Unknown country.': 'countryUnknown',
  'We do not deliver to this country.': 'countryNotDelivered',
  'Enter the company name.': 'companyNameRequired',
  'The company name is at most 150 characters.': 'companyNameTooLong',
  'Enter the company id.': 'companyIdRequired',
  'Enter a valid company id.': 'companyIdFormat',
  'A company id has 8 digits.': 'companyIdEightDigits',
  'This company id does not exist (its check digit is wrong).': 'companyIdCheckDigit',
  'Enter a VAT number such as CZ12345678.': 'vatFormat',
  'Enter the VAT number as CZ and 8 to 10 digits.': 'vatCz',
  'Enter the VAT number as SK and 10 digits.': 'vatSk',
  'Enter your e-mail address.': 'emailRequired',
  'Enter a valid e-mail address.': 'emailFormat',
  'An e-mail address is at most 254 characters.': 'emailTooLong',
  'A note is at most 1000 characters.': 'noteTooLong',
  'A password has at least 8 characters.': 'passwordTooShort',
  'A password is at most 128 characters.': 'passwordTooLong',
  'Choose a password for the account.': 'passwordRequired',
  'The passwords do not match.': 'passwordMismatch',
  'This field is required.': 'required',
} as const;

export type FieldMessageKey = (typeof fieldMessageKeys)[keyof typeof fieldMessageKeys] | 'invalid';

/** Every key a form may show, for the messages test. */
export const allFieldMessageKeys: readonly FieldMessageKey[] = [...new Set(Object.values(fieldMessageKeys)), 'invalid'];

/**
 * The text of each field an order can still lack, by its code (`contract/codes/address-requirements.ts`):
 * the checkout's own check shows the message the API's order check gives for that code, so one
 * text per code and language serves both. A code added to the contract fails type-checking here
 * until it has its text.
 */
const missingFieldKeys = {
  first_name: 'firstNameRequired',
  last_name: 'lastNameRequired',
  dial_code: 'dialCode',
  phone: 'phoneRequired',
  country_id: 'countryRequired',
  street: 'streetRequired',
  city: 'cityRequired',
  post_code: 'postCodeRequired',
  company_name: 'companyNameRequired',
  company_identification_number: 'companyIdRequired',
} as const satisfies Record<MissingAddressField, FieldMessageKey>;

const messageOfKey: ReadonlyMap<FieldMessageKey, string> = new Map(
  Object.entries(fieldMessageKeys).map(([message, key]) => [key, message]),
);

/** The message of a missing field (English, as the API words it; `localizeFieldMessage` shows it in the page's language). */
export function missingFieldMessage(field: MissingAddressField): string {
  return messageOfKey.get(missingFieldKeys[field]) ?? 'This field is required.';
}

/** The key of a known message, or null. */
export function fieldMessageKey(message: string): FieldMessageKey | null {
  return Object.hasOwn(fieldMessageKeys, message) ? fieldMessageKeys[message as keyof typeof fieldMessageKeys] : null;
}

/**
 * A field message in `locale`: the known message's text (`translate(key)`), else the message as
 * it came in English, else the generic `invalid` text.
 */
export function localizeFieldMessage(
  message: string,
  locale: string,
  translate: (key: FieldMessageKey) => string,
): string {
  const key = fieldMessageKey(message);
  if (key) return translate(key);
  return locale === 'en' ? message : translate('invalid');
}
