/**
 * ISO 3166-1 alpha-3 codes (GoPay's `payer.contact.country_code`) of the countries a Czech shop
 * ships to: the EU and EEA, Switzerland, the United Kingdom and the United States. A country not
 * here is left out of the contact (the field is optional in GoPay's own validation).
 */
const alpha3: Readonly<Record<string, string>> = {
  AT: 'AUT',
  BE: 'BEL',
  BG: 'BGR',
  CH: 'CHE',
  CY: 'CYP',
  CZ: 'CZE',
  DE: 'DEU',
  DK: 'DNK',
  EE: 'EST',
  ES: 'ESP',
  FI: 'FIN',
  FR: 'FRA',
  GB: 'GBR',
  GR: 'GRC',
  HR: 'HRV',
  HU: 'HUN',
  IE: 'IRL',
  IS: 'ISL',
  IT: 'ITA',
  LI: 'LIE',
  LT: 'LTU',
  LU: 'LUX',
  LV: 'LVA',
  MT: 'MLT',
  NL: 'NLD',
  NO: 'NOR',
  PL: 'POL',
  PT: 'PRT',
  RO: 'ROU',
  SE: 'SWE',
  SI: 'SVN',
  SK: 'SVK',
  UA: 'UKR',
  US: 'USA',
};

export function countryAlpha3(alpha2: string | null): string | undefined {
  return alpha2 ? alpha3[alpha2.toUpperCase()] : undefined;
}
