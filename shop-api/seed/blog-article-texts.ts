import type { ArticleDef } from './article-texts';

/**
 * The blog's later articles, so the blog list and the news category run over more than one page.
 * Category ids: 1 news, 2 guides, 3 clothing care (under guides), 4 sizes and fit (under guides).
 */
export const blogArticleDefs: ArticleDef[] = [
  {
    id: 7,
    categoryIds: [1],
    authorId: 1,
    publishAt: '2025-10-06T08:00:00Z',
    minutes: 2,
    features: [
      [0, 1],
      [1, 1],
    ],
    name: { cs: 'Podzimní novinky v nabídce', sk: 'Jesenné novinky v ponuke', en: 'New in for autumn' },
    perex: {
      cs: 'Teplé mikiny, flanelové košile a nepromokavé boty. Podzim může začít.',
      sk: 'Teplé mikiny, flanelové košele a nepremokavé topánky. Jeseň môže začať.',
      en: 'Warm hoodies, flannel shirts and waterproof boots. Autumn can begin.',
    },
    body: {
      cs: [
        'Do nabídky jsme přidali přes třicet novinek pro chladnější dny. Sázíme na vrstvení, které zvládne ranní chlad i odpolední slunce.',
        'Nové mikiny jsou z organické bavlny a flanelové košile z mírně počesané tkaniny, která příjemně hřeje.',
      ],
      sk: [
        'Do ponuky sme pridali vyše tridsať noviniek na chladnejšie dni. Staviame na vrstvenie, ktoré zvládne ranný chlad aj popoludňajšie slnko.',
        'Nové mikiny sú z organickej bavlny a flanelové košele z mierne česanej tkaniny, ktorá príjemne hreje.',
      ],
      en: [
        'We have added more than thirty new items for cooler days, built around layers that handle a chilly morning and a sunny afternoon alike.',
        'The new hoodies are made of organic cotton and the flannel shirts of a lightly brushed fabric that keeps you pleasantly warm.',
      ],
    },
  },
  {
    id: 8,
    categoryIds: [3],
    authorId: 2,
    publishAt: '2025-10-27T09:30:00Z',
    minutes: 4,
    features: [
      [3, 2],
      [4, 1],
    ],
    name: {
      cs: 'Jak impregnovat boty před zimou',
      sk: 'Ako impregnovať topánky pred zimou',
      en: 'How to waterproof shoes before winter',
    },
    perex: {
      cs: 'Sníh a sůl boty rychle zničí. Impregnace zabere deset minut a prodlouží jim život o roky.',
      sk: 'Sneh a soľ topánky rýchlo zničia. Impregnácia zaberie desať minút a predĺži im život o roky.',
      en: 'Snow and road salt ruin shoes fast. Waterproofing takes ten minutes and adds years to their life.',
    },
    body: {
      cs: [
        'Boty nejdřív očistěte a nechte úplně vyschnout. Impregnační sprej naneste ze vzdálenosti asi dvaceti centimetrů ve dvou tenkých vrstvách.',
        '- Kůži ošetřete krémem, semiš jen sprejem',
        '- Impregnaci opakujte každé dva týdny',
        '- Sůl smyjte vlažnou vodou hned po návratu domů',
      ],
      sk: [
        'Topánky najprv očistite a nechajte úplne vyschnúť. Impregnačný sprej naneste zo vzdialenosti asi dvadsiatich centimetrov v dvoch tenkých vrstvách.',
        '- Kožu ošetrite krémom, semiš len sprejom',
        '- Impregnáciu opakujte každé dva týždne',
        '- Soľ zmyte vlažnou vodou hneď po návrate domov',
      ],
      en: [
        'Clean the shoes first and let them dry completely. Spray the waterproofing from about twenty centimeters away in two thin coats.',
        '- Treat leather with cream, suede with spray only',
        '- Repeat every two weeks',
        '- Rinse off salt with lukewarm water as soon as you get home',
      ],
    },
  },
  {
    id: 9,
    categoryIds: [1],
    authorId: 1,
    publishAt: '2025-11-24T07:00:00Z',
    minutes: 2,
    features: [
      [5, 2],
      [6, 1],
    ],
    name: {
      cs: 'Vánoční dárky s prodlouženým vrácením',
      sk: 'Vianočné darčeky s predĺženým vrátením',
      en: 'Christmas gifts with extended returns',
    },
    perex: {
      cs: 'Co koupíte od konce listopadu, můžete vrátit až do poloviny ledna.',
      sk: 'Čo kúpite od konca novembra, môžete vrátiť až do polovice januára.',
      en: 'Anything you buy from late November can be returned until mid-January.',
    },
    body: {
      cs: [
        'Dárek, který nesedí, už nemusí být problém. Všechny objednávky od 24. listopadu lze vrátit až do 15. ledna.',
        'K objednávce vám na přání přibalíme dárkový účet bez cen.',
      ],
      sk: [
        'Darček, ktorý nesedí, už nemusí byť problém. Všetky objednávky od 24. novembra možno vrátiť až do 15. januára.',
        'K objednávke vám na želanie pribalíme darčekový účet bez cien.',
      ],
      en: [
        'A gift that does not fit is no longer a problem. Every order placed from 24 November can be returned until 15 January.',
        'On request we add a gift receipt without prices to the parcel.',
      ],
    },
  },
  {
    id: 10,
    categoryIds: [4],
    authorId: 2,
    publishAt: '2026-01-19T10:00:00Z',
    minutes: 5,
    features: [
      [0, 2],
      [2, 1],
    ],
    name: {
      cs: 'Jak poznat správný střih trička',
      sk: 'Ako spoznať správny strih trička',
      en: 'How to find the right T-shirt fit',
    },
    perex: {
      cs: 'Regular, slim nebo oversize? Vysvětlujeme, čím se střihy liší a komu který sluší.',
      sk: 'Regular, slim alebo oversize? Vysvetľujeme, čím sa strihy líšia a komu ktorý pristane.',
      en: 'Regular, slim or oversized? What sets the fits apart and who each one suits.',
    },
    body: {
      cs: [
        'Rovný střih regular je univerzální volba, která nikde netáhne. Slim kopíruje postavu a hodí se pod sako.',
        'Oversize má spadlá ramena a delší rukávy; berte svou obvyklou velikost, ne o číslo větší.',
      ],
      sk: [
        'Rovný strih regular je univerzálna voľba, ktorá nikde neťahá. Slim kopíruje postavu a hodí sa pod sako.',
        'Oversize má spadnuté ramená a dlhšie rukávy; berte svoju obvyklú veľkosť, nie o číslo väčšiu.',
      ],
      en: [
        'A straight regular fit is the all-round choice that never pulls. Slim follows the body and works under a jacket.',
        'Oversized has dropped shoulders and longer sleeves; take your usual size, not one up.',
      ],
    },
  },
  {
    id: 11,
    categoryIds: [1],
    authorId: 1,
    publishAt: '2026-03-02T08:00:00Z',
    minutes: 3,
    features: [
      [7, 2],
      [8, 0],
    ],
    name: {
      cs: 'Otevřeli jsme výdejní místo v Brně',
      sk: 'Otvorili sme výdajné miesto v Brne',
      en: 'Our new pickup point in Brno',
    },
    perex: {
      cs: 'Objednávky si nově můžete vyzvednout i v Brně, každý všední den od osmi do osmi.',
      sk: 'Objednávky si teraz môžete vyzdvihnúť aj v Brne, každý pracovný deň od ôsmej do ôsmej.',
      en: 'You can now collect your orders in Brno too, every weekday from eight to eight.',
    },
    body: {
      cs: [
        'Výdejní místo najdete pět minut od hlavního nádraží. Zboží si můžete na místě vyzkoušet a co nesedí, rovnou vrátit.',
        'Vyzvednutí je zdarma u všech objednávek bez ohledu na jejich hodnotu.',
      ],
      sk: [
        'Výdajné miesto nájdete päť minút od hlavnej stanice. Tovar si môžete na mieste vyskúšať a čo nesedí, rovno vrátiť.',
        'Vyzdvihnutie je zadarmo pri všetkých objednávkach bez ohľadu na ich hodnotu.',
      ],
      en: [
        'The pickup point is five minutes from the main station. You can try things on the spot and return what does not fit right away.',
        'Collection is free for every order, whatever its value.',
      ],
    },
  },
  {
    id: 12,
    categoryIds: [3],
    authorId: 2,
    publishAt: '2026-05-11T09:00:00Z',
    minutes: 4,
    features: [
      [1, 3],
      [11, 2],
    ],
    name: { cs: 'Praní sportovního oblečení', sk: 'Pranie športového oblečenia', en: 'Washing sportswear' },
    perex: {
      cs: 'Funkční materiály nesnáší aviváž ani vysoké teploty. Jak je prát, aby dál odváděly pot.',
      sk: 'Funkčné materiály neznášajú aviváž ani vysoké teploty. Ako ich prať, aby ďalej odvádzali pot.',
      en: 'Technical fabrics hate softener and heat. How to wash them so they keep wicking sweat.',
    },
    body: {
      cs: [
        'Sportovní oblečení perte na třicet stupňů, naruby a bez aviváže, která ucpává vlákna.',
        '- Nesušte v sušičce',
        '- Perte zvlášť od bavlny, která pouští chloupky',
        '- Pach odstraní namočení ve vodě s octem',
      ],
      sk: [
        'Športové oblečenie perte na tridsať stupňov, naruby a bez aviváže, ktorá upcháva vlákna.',
        '- Nesušte v sušičke',
        '- Perte osobitne od bavlny, ktorá púšťa chĺpky',
        '- Zápach odstráni namočenie vo vode s octom',
      ],
      en: [
        'Wash sportswear at thirty degrees, inside out and without softener, which clogs the fibres.',
        '- Do not tumble dry',
        '- Wash apart from cotton, which sheds lint',
        '- A soak in water with vinegar removes odours',
      ],
    },
  },
  {
    id: 13,
    categoryIds: [1],
    authorId: 1,
    publishAt: '2026-09-07T08:00:00Z',
    minutes: 2,
    features: [
      [9, 1],
      [10, 1],
    ],
    name: { cs: 'Věrnostní program je tady', sk: 'Vernostný program je tu', en: 'Our loyalty programme is here' },
    perex: {
      cs: 'Za každý nákup teď získáte kredity, které uplatníte při další objednávce.',
      sk: 'Za každý nákup teraz získate kredity, ktoré uplatníte pri ďalšej objednávke.',
      en: 'Every purchase now earns credits you can spend on your next order.',
    },
    body: {
      cs: [
        'Registrovaní zákazníci získají za každých sto korun útraty jeden kredit. Kredity se připisují po doručení objednávky.',
        'Při příští objednávce je uplatníte v košíku jedním kliknutím.',
      ],
      sk: [
        'Registrovaní zákazníci získajú za každé štyri eurá útraty jeden kredit. Kredity sa pripisujú po doručení objednávky.',
        'Pri ďalšej objednávke ich uplatníte v košíku jedným kliknutím.',
      ],
      en: [
        'Registered customers earn one credit for every four euros spent. Credits are added once the order is delivered.',
        'On your next order, spend them in the cart with one click.',
      ],
    },
  },
];
