import type { CompanyInfo } from '@contract/shop-info';

/**
 * The company that runs the reference shop and its customer service contacts, as the footer and
 * legal pages show them. Like the shop's identity, a deploying shop changes these with its own API.
 */
export const companyInfo: CompanyInfo = {
  name: 'Lumen Store s.r.o.',
  identifier: '08765432',
  vat_identifier: 'CZ08765432',
  street_address: 'Vinohradská 1234/56',
  city: 'Praha 2',
  postal_code: '120 00',
  country: 'Česko',
  country_iso: 'CZ',
  email: 'info@lumenstore.cz',
  phone: '+420 234 567 890',
};
