import { searchableText } from '../src/cart/searchable-text';

/** Country ids of the reference data (seed/reference-data.ts). */
export const countryIds = { CZ: 1, SK: 2 } as const;

/** Demo pickup points of the Packeta-style method: Czech and Slovak towns, searchable by name, street, city and post code. */
interface PickupPointDraft {
  city: string;
  place: string;
  street: string;
  postCode: string;
  country: 'CZ' | 'SK';
}

const points: PickupPointDraft[] = [
  { city: 'Praha', place: 'Václavské náměstí', street: 'Václavské náměstí 28', postCode: '110 00', country: 'CZ' },
  { city: 'Praha', place: 'Anděl', street: 'Nádražní 344/23', postCode: '150 00', country: 'CZ' },
  { city: 'Praha', place: 'Vinohrady', street: 'Vinohradská 1511/230', postCode: '100 00', country: 'CZ' },
  { city: 'Praha', place: 'Holešovice', street: 'Dukelských hrdinů 1248/21', postCode: '170 00', country: 'CZ' },
  { city: 'Praha', place: 'Chodov', street: 'Roztylská 2321/19', postCode: '148 00', country: 'CZ' },
  { city: 'Praha', place: 'Dejvice', street: 'Jugoslávských partyzánů 1580/3', postCode: '160 00', country: 'CZ' },
  { city: 'Brno', place: 'Hlavní nádraží', street: 'Nádražní 418/1', postCode: '602 00', country: 'CZ' },
  { city: 'Brno', place: 'Královo Pole', street: 'Palackého třída 1102/61', postCode: '612 00', country: 'CZ' },
  { city: 'Brno', place: 'Líšeň', street: 'Jírova 2591/1', postCode: '628 00', country: 'CZ' },
  { city: 'Ostrava', place: 'Centrum', street: 'Nádražní 2637/44', postCode: '702 00', country: 'CZ' },
  { city: 'Ostrava', place: 'Poruba', street: 'Hlavní třída 583/105', postCode: '708 00', country: 'CZ' },
  { city: 'Plzeň', place: 'Náměstí Republiky', street: 'Náměstí Republiky 17', postCode: '301 00', country: 'CZ' },
  { city: 'Plzeň', place: 'Slovany', street: 'Slovanská alej 1981/22', postCode: '326 00', country: 'CZ' },
  { city: 'Liberec', place: 'Soukenné náměstí', street: 'Soukenné náměstí 669/2', postCode: '460 01', country: 'CZ' },
  { city: 'Olomouc', place: 'Horní náměstí', street: 'Horní náměstí 367/5', postCode: '779 00', country: 'CZ' },
  { city: 'České Budějovice', place: 'Lannova', street: 'Lannova třída 1/2', postCode: '370 01', country: 'CZ' },
  {
    city: 'Hradec Králové',
    place: 'Ulrichovo náměstí',
    street: 'Ulrichovo náměstí 854/9',
    postCode: '500 02',
    country: 'CZ',
  },
  {
    city: 'Ústí nad Labem',
    place: 'Mírové náměstí',
    street: 'Mírové náměstí 3097/37',
    postCode: '400 01',
    country: 'CZ',
  },
  { city: 'Pardubice', place: 'Třída Míru', street: 'Třída Míru 2800', postCode: '530 02', country: 'CZ' },
  { city: 'Zlín', place: 'Náměstí Míru', street: 'Náměstí Míru 12', postCode: '760 01', country: 'CZ' },
  {
    city: 'Kladno',
    place: 'Náměstí Starosty Pavla',
    street: 'Náměstí Starosty Pavla 44',
    postCode: '272 01',
    country: 'CZ',
  },
  { city: 'Jihlava', place: 'Masarykovo náměstí', street: 'Masarykovo náměstí 1', postCode: '586 01', country: 'CZ' },
  { city: 'Karlovy Vary', place: 'Dolní nádraží', street: 'Západní 1812/2b', postCode: '360 01', country: 'CZ' },
  { city: 'Opava', place: 'Horní náměstí', street: 'Horní náměstí 69', postCode: '746 01', country: 'CZ' },
  { city: 'Frýdek-Místek', place: 'Náměstí Svobody', street: 'Náměstí Svobody 31', postCode: '738 01', country: 'CZ' },
  { city: 'Teplice', place: 'Benešovo náměstí', street: 'Benešovo náměstí 1', postCode: '415 01', country: 'CZ' },
  {
    city: 'Mladá Boleslav',
    place: 'Staroměstské náměstí',
    street: 'Staroměstské náměstí 1',
    postCode: '293 01',
    country: 'CZ',
  },
  { city: 'Třebíč', place: 'Karlovo náměstí', street: 'Karlovo náměstí 104/55', postCode: '674 01', country: 'CZ' },
  { city: 'Kolín', place: 'Karlovo náměstí', street: 'Karlovo náměstí 78', postCode: '280 02', country: 'CZ' },
  { city: 'Tábor', place: 'Žižkovo náměstí', street: 'Žižkovo náměstí 2', postCode: '390 01', country: 'CZ' },
  { city: 'Znojmo', place: 'Obroková', street: 'Obroková 1/12', postCode: '669 02', country: 'CZ' },
  { city: 'Bratislava', place: 'Hlavné námestie', street: 'Hlavné námestie 1', postCode: '811 01', country: 'SK' },
  { city: 'Bratislava', place: 'Petržalka', street: 'Einsteinova 18', postCode: '851 01', country: 'SK' },
  { city: 'Košice', place: 'Hlavná', street: 'Hlavná 59', postCode: '040 01', country: 'SK' },
  { city: 'Prešov', place: 'Hlavná', street: 'Hlavná 73', postCode: '080 01', country: 'SK' },
  { city: 'Žilina', place: 'Mariánske námestie', street: 'Mariánske námestie 1', postCode: '010 01', country: 'SK' },
  { city: 'Nitra', place: 'Štefánikova trieda', street: 'Štefánikova trieda 60', postCode: '949 01', country: 'SK' },
  { city: 'Banská Bystrica', place: 'Námestie SNP', street: 'Námestie SNP 14', postCode: '974 01', country: 'SK' },
  { city: 'Trnava', place: 'Hlavná', street: 'Hlavná 1', postCode: '917 01', country: 'SK' },
  { city: 'Trenčín', place: 'Mierové námestie', street: 'Mierové námestie 2', postCode: '911 01', country: 'SK' },
  { city: 'Poprad', place: 'Námestie sv. Egídia', street: 'Námestie sv. Egídia 86', postCode: '058 01', country: 'SK' },
];

const weekdayHours = ['Po–Pá 8:00–20:00, So 9:00–14:00', 'Po–Ne 7:00–22:00', 'Po–Pá 9:00–18:00'];

/** The rows of `shipping_options` for a pickup-point method, ids `firstId`… (1…41 for the checkout's). */
export function pickupPointRows(shippingMethodId: number, firstId = 1) {
  return points.map((point, index) => {
    const name = `Lumen Box ${point.city}, ${point.place}`;
    return {
      id: firstId + index,
      shippingMethodId,
      code: `LB${String(1001 + index)}`,
      name,
      street: point.street,
      city: point.city,
      postCode: point.postCode,
      countryId: countryIds[point.country],
      openingHours: weekdayHours[index % weekdayHours.length] ?? null,
      searchText: searchableText(
        `${name} ${point.street} ${point.city} ${point.postCode} ${point.postCode.replace(' ', '')}`,
      ),
    };
  });
}
