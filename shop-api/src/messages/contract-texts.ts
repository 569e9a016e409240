import { bankAccountMessages } from '@contract/rules/bank-account';
import { dialCodeMessage, emailMessages, postCodeMessage } from '@contract/rules/field-schemas';
import type { MessageKey } from './catalogue';
import { msg, type Message } from './message';

/**
 * The contract's schemas word some checks themselves, in English (the storefront reads the same
 * schemas). The API answers those in the request's language through this table: the contract's
 * text → its catalogue key. A text not listed falls back to its issue's kind (zod-issues.ts).
 */
export const contractTexts: Readonly<Record<string, MessageKey>> = {
  ...Object.fromEntries(
    Object.entries(bankAccountMessages).map(([name, text]) => [text, `bank.${name}` as MessageKey]),
  ),
  [dialCodeMessage]: 'checkout.dialCode',
  [postCodeMessage]: 'validation.postCode',
  [emailMessages.required]: 'checkout.enterEmail',
  [emailMessages.format]: 'validation.email',
  'Add the house number.': 'validation.houseNumber',
  'Enter a valid company id.': 'validation.companyIdFormat',
  'Enter a VAT number such as CZ12345678.': 'validation.vatFormat',
  'Enter the VAT number as CZ and 8 to 10 digits.': 'validation.vatCz',
  'Enter the VAT number as SK and 10 digits.': 'validation.vatSk',
  'Send customer_address_id, country_id or the address fields.': 'validation.addressSource',
  'Enter the first name.': 'checkout.firstName',
  'Enter the last name.': 'checkout.lastName',
  'Enter the city.': 'checkout.city',
  'Enter the phone number.': 'checkout.phone',
  'Choose a country the shop delivers to.': 'afterSale.country',
  'The amount must be at least 1.': 'validation.amountAtLeastOne',
  'Send at least one item.': 'validation.sendItems',
  'Must be a page number (1 or more).': 'validation.pageNumber',
  'Must be a whole number from 1 up.': 'validation.wholeFromOne',
  'Repeat the password.': 'validation.repeatPassword',
  'Enter your current password.': 'validation.currentPassword',
  'Choose a password.': 'validation.choosePassword',
  'Choose a password for the account.': 'validation.accountPassword',
  'Send at least one field to change.': 'validation.sendChange',
  'Enter a real birth date in the past.': 'validation.birthDatePast',
  'A birth date is written YYYY-MM-DD.': 'validation.birthDateFormat',
  'Enter a birth date after 1900.': 'validation.birthDateAfter1900',
  'More than anyone ordered.': 'validation.moreThanOrdered',
  'A note is at most 1000 characters.': 'validation.noteLong',
  'Must be 1 to 50.': 'validation.oneToFifty',
  'Enter the list’s name.': 'validation.listName',
  'Enter a headline.': 'validation.headline',
  'Rate each parameter once.': 'validation.rateOnce',
  'The street is at most 150 characters.': 'validation.streetLong',
  'The company name is at most 150 characters.': 'validation.companyNameLong',
  'An order number is at most 40 characters.': 'validation.orderNumberLong',
  'Send items as a list.': 'validation.itemsList',
  'Send the id of the cart to take the items from.': 'validation.sourceCart',
  'That is more credits than any account holds.': 'validation.creditsTooMany',
  'Say whether this is a withdrawal (true or false).': 'validation.withdrawalFlag',
  'Send a JPEG, PNG or WebP photo.': 'validation.photoKind',
  'Send the photo as base64.': 'validation.photoBase64',
  'Send the file name.': 'validation.fileName',
  'Must be billing or shipping.': 'validation.addressType',
  'Must be 1 (wish list) or 2 (comparison).': 'validation.listType',
  'The page must be a whole number from 1.': 'validation.pageFromOne',
  'Search with at most 100 characters.': 'validation.searchLong',
  'Must be an id (a whole number from 1).': 'validation.id',
  'Must be a positive whole number.': 'validation.positiveWhole',
  'Enter the amount as a whole number.': 'validation.amountWhole',
  'Enter the credits as a whole number.': 'validation.creditsWhole',
  'The credits cannot be negative.': 'validation.creditsNegative',
  'Enter a voucher code.': 'validation.enterVoucher',
  'Fill this in.': 'validation.fillIn',
  'Send at least one field.': 'validation.sendSomething',
  'Enter how many.': 'validation.enterHowMany',
  'Enter the company name.': 'validation.companyName',
  'Enter the company id.': 'validation.companyId',
  'Type something to search for.': 'validation.searchEmpty',
  'Give this parameter once.': 'validation.oncePerParameter',
  'This parameter is required.': 'validation.parameterRequired',
  'Enter your password.': 'validation.password',
  'A password has at least 8 characters.': 'validation.passwordShort',
  'A password is at most 128 characters.': 'validation.passwordLong',
  'The passwords do not match.': 'validation.passwordsDiffer',
  'Enter the order number.': 'validation.orderNumber',
  'Rate from 1 to 5.': 'validation.rating',
  'Describe the defect.': 'validation.describeDefect',
  'Enter the street and house number.': 'validation.street',
  'Enter the post code as 123 45.': 'validation.postCodeFormat',
  'A Czech or Slovak phone number has 9 digits.': 'validation.phoneLength',
  'A company id has 8 digits.': 'validation.companyIdLength',
  'This company id does not exist (its check digit is wrong).': 'validation.companyIdChecksum',
  'Must be true or false.': 'validation.expectedBoolean',
  'Filters are not valid base64.': 'list.filtersBase64',
  'Filters are not valid JSON.': 'list.filtersJson',
  'Filters must be a list of [field, operator, value] with a known operator.': 'list.filtersShape',
  'List the chosen values as slugs separated by commas.': 'list.slugs',
  'Give the price range as "min-max", with min not above max.': 'list.priceRange',
};

/** Texts with values: each named group is the message's value of that name (digits as numbers). */
const byPattern: [RegExp, MessageKey][] = [
  [/^Use at most (?<count>\d+) characters\.$/, 'validation.tooLong'],
  [/^Enter the phone number in (?<min>\d+) to (?<max>\d+) digits, without the dial code\.$/, 'validation.phoneDigits'],
  [/^An e-mail address is at most (?<max>\d+) characters\.$/, 'validation.emailLong'],
  [/^Must be a whole number from (?<min>\d+) to (?<max>\d+)\.$/, 'list.wholeRange'],
  [/^"(?<part>.*)" is not a valid embed; use name or name\{field,field\}\.$/, 'list.badEmbed'],
  [/^Sort by one of: (?<allowed>.+)\.$/, 'list.sortBy'],
  [/^Show (?<allowed>.+) products per page\.$/, 'list.perPage'],
  [
    /^Give a page number up to (?<max>\d+), or a range "first-last" of at most (?<pages>\d+) pages\.$/,
    'list.pageRange',
  ],
];

/** The catalogue message of a contract's own wording, or undefined when the table does not list it. */
export function contractTextMessage(text: string | undefined): Message | undefined {
  if (!text) return undefined;
  const key = contractTexts[text];
  if (key) return msg(key);
  for (const [pattern, patternKey] of byPattern) {
    const groups = pattern.exec(text)?.groups;
    if (groups)
      return msg(
        patternKey,
        Object.fromEntries(
          Object.entries(groups).map(([name, value]) => [name, /^\d+$/.test(value) ? Number(value) : value]),
        ),
      );
  }
  return undefined;
}

/** Field errors the contract's pure checks worded (a listing URL, a codec) as catalogue messages. */
export function contractFieldErrors(errors: readonly { field: string; message: string }[]) {
  return errors.map((error) => ({
    field: error.field,
    message: contractTextMessage(error.message) ?? msg('validation.invalid'),
  }));
}
