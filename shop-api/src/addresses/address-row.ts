/**
 * The address fields that address-book, cart and order addresses share, and the column each is
 * stored in, in the order the answers list them. Each answer adds its own fields around them.
 */
const columnOfField = {
  first_name: 'firstName',
  last_name: 'lastName',
  dial_code: 'dialCode',
  phone: 'phone',
  street: 'street',
  city: 'city',
  post_code: 'postCode',
  country_id: 'countryId',
  is_company: 'isCompany',
  company_name: 'companyName',
  company_identification_number: 'companyIdentificationNumber',
  company_vat_number: 'companyVatNumber',
} as const;

type AddressColumn = (typeof columnOfField)[keyof typeof columnOfField];
type AddressColumns = Record<AddressColumn, unknown>;

/** The shared address fields of a row, each typed as its column (not null where the table says so). */
export type AddressFieldsOf<Row extends AddressColumns> = {
  -readonly [Field in keyof typeof columnOfField]: Row[(typeof columnOfField)[Field]];
};

/** An address row's shared fields as the contract names them. */
export function addressFieldsOf<Row extends AddressColumns>(row: Row): AddressFieldsOf<Row> {
  const fields: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(columnOfField)) fields[field] = row[column];
  return fields as AddressFieldsOf<Row>;
}

/** An address row's shared columns, to copy into another address table (a saved address into a cart). */
export function addressColumnsOf<Row extends AddressColumns>(row: Row): Pick<Row, AddressColumn> {
  const columns = {} as Pick<Row, AddressColumn>;
  for (const column of Object.values(columnOfField)) columns[column] = row[column];
  return columns;
}
