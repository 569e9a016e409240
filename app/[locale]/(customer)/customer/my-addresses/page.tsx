import { connection } from 'next/server';
import { AddressBook } from '@/components/customer/addresses/address-book';
import { customerPage } from '@/components/customer/customer-page';
import { shopCountries } from '@/lib/data/shop-countries';

/** The address book reads the shop's countries per request (like the delivery phase), so a build needs no API. */
const page = customerPage('myAddresses', async ({ locale }) => {
  await connection();
  return <AddressBook countries={await shopCountries(locale)} />;
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
