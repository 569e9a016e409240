import type { Localized } from './localized';

export interface ArticleDef {
  id: number;
  categoryIds: number[];
  authorId: number;
  publishAt: string;
  minutes: number;
  /** Products the article features, as (subcategory index, n-th product of it). */
  features: [number, number][];
  name: Localized;
  perex: Localized;
  /** Paragraphs; a line starting with `- ` becomes a list item. */
  body: Record<keyof Localized, string[]>;
}

export const articleDefs: ArticleDef[] = [
  {
    id: 1,
    categoryIds: [1],
    authorId: 1,
    publishAt: '2025-03-03T09:00:00Z',
    minutes: 3,
    features: [
      [0, 0],
      [2, 0],
      [3, 1],
    ],
    name: {
      cs: 'Jarní kolekce 2025 je tady',
      sk: 'Jarná kolekcia 2025 je tu',
      en: 'The spring 2025 collection is here',
    },
    perex: {
      cs: 'Lehké bundy, lněná trička a nové barvy tenisek. Podívejte se, co jsme pro vás připravili na jaro.',
      sk: 'Ľahké bundy, ľanové tričká a nové farby tenisiek. Pozrite sa, čo sme pre vás pripravili na jar.',
      en: 'Light jackets, linen T-shirts and new sneaker colors. See what we have prepared for spring.',
    },
    body: {
      cs: [
        'Jaro je ideální čas na obměnu šatníku. Letos sázíme na přírodní materiály a barvy, které se snadno kombinují.',
        'Novinkou jsou lněná trička, která dýchají i v teplých dnech, a lehké nepromokavé bundy do aprílového počasí.',
        '- Lněná a bavlněná trička',
        '- Lehké bundy a vesty',
        '- Tenisky v pěti nových barvách',
      ],
      sk: [
        'Jar je ideálny čas na obmenu šatníka. Tento rok staviame na prírodné materiály a farby, ktoré sa ľahko kombinujú.',
        'Novinkou sú ľanové tričká, ktoré dýchajú aj v teplých dňoch, a ľahké nepremokavé bundy do aprílového počasia.',
        '- Ľanové a bavlnené tričká',
        '- Ľahké bundy a vesty',
        '- Tenisky v piatich nových farbách',
      ],
      en: [
        'Spring is the perfect time to refresh your wardrobe. This year we are betting on natural materials and colors that are easy to combine.',
        'New arrivals include linen T-shirts that breathe even on warm days and light waterproof jackets for changeable weather.',
        '- Linen and cotton T-shirts',
        '- Light jackets and gilets',
        '- Sneakers in five new colors',
      ],
    },
  },
  {
    id: 2,
    categoryIds: [4],
    authorId: 2,
    publishAt: '2025-03-20T08:30:00Z',
    minutes: 5,
    features: [
      [3, 0],
      [4, 0],
    ],
    name: {
      cs: 'Jak vybrat správnou velikost bot',
      sk: 'Ako vybrať správnu veľkosť topánok',
      en: 'How to choose the right shoe size',
    },
    perex: {
      cs: 'Špatně padnoucí boty dokážou zkazit každou procházku. Poradíme, jak si změřit chodidlo a vybrat velikost napoprvé.',
      sk: 'Zle padnúce topánky dokážu pokaziť každú prechádzku. Poradíme, ako si zmerať chodidlo a vybrať veľkosť na prvýkrát.',
      en: 'Badly fitting shoes can spoil any walk. Here is how to measure your foot and pick the right size the first time.',
    },
    body: {
      cs: [
        'Chodidlo si měřte večer, kdy je po celodenní chůzi nejširší. Postavte se na papír, obkreslete nohu a změřte vzdálenost od paty k nejdelšímu prstu.',
        'K naměřené délce přičtěte zhruba jeden centimetr volného místa a podle tabulky velikostí vyberte odpovídající číslo.',
        '- Měřte obě nohy a řiďte se delší z nich',
        '- Na zimní boty počítejte se silnější ponožkou',
        '- Kožené boty se časem mírně roztáhnou',
      ],
      sk: [
        'Chodidlo si merajte večer, keď je po celodennej chôdzi najširšie. Postavte sa na papier, obkreslite nohu a zmerajte vzdialenosť od päty k najdlhšiemu prstu.',
        'K nameranej dĺžke pripočítajte zhruba jeden centimeter voľného miesta a podľa tabuľky veľkostí vyberte zodpovedajúce číslo.',
        '- Merajte obe nohy a riaďte sa dlhšou z nich',
        '- Pri zimných topánkach počítajte s hrubšou ponožkou',
        '- Kožené topánky sa časom mierne roztiahnu',
      ],
      en: [
        'Measure your foot in the evening, when it is at its widest after a day on your feet. Stand on a sheet of paper, trace your foot and measure from the heel to the longest toe.',
        'Add about one centimeter of room to the measured length and pick the matching number from the size chart.',
        '- Measure both feet and go by the longer one',
        '- Allow for thicker socks in winter boots',
        '- Leather shoes stretch a little over time',
      ],
    },
  },
  {
    id: 3,
    categoryIds: [3],
    authorId: 1,
    publishAt: '2025-04-10T10:00:00Z',
    minutes: 4,
    features: [
      [1, 0],
      [1, 2],
      [11, 0],
    ],
    name: {
      cs: 'Jak pečovat o vlněné oblečení',
      sk: 'Ako sa starať o vlnené oblečenie',
      en: 'How to care for wool clothing',
    },
    perex: {
      cs: 'Merino vlna hřeje, nekouše a dlouho vydrží. Stačí dodržet pár jednoduchých pravidel.',
      sk: 'Merino vlna hreje, neškriabe a dlho vydrží. Stačí dodržať pár jednoduchých pravidiel.',
      en: 'Merino wool is warm, soft and long-lasting. All it takes is a few simple rules.',
    },
    body: {
      cs: [
        'Vlna se čistí sama: často stačí svetr nebo mikinu přes noc vyvětrat. Prát ji proto nemusíte po každém nošení.',
        'Když už perete, zvolte program na vlnu, studenou vodu a šetrný prací prostředek. Sušte naležato, aby se oděv nevytahal.',
      ],
      sk: [
        'Vlna sa čistí sama: často stačí sveter alebo mikinu cez noc vyvetrať. Prať ju preto nemusíte po každom nosení.',
        'Keď už periete, zvoľte program na vlnu, studenú vodu a šetrný prací prostriedok. Sušte naležato, aby sa odev nevyťahal.',
      ],
      en: [
        'Wool cleans itself: airing a sweater or hoodie overnight is often enough, so there is no need to wash it after every wear.',
        'When you do wash it, choose the wool program, cold water and a gentle detergent. Dry it flat so it keeps its shape.',
      ],
    },
  },
  {
    id: 4,
    categoryIds: [2, 1],
    authorId: 2,
    publishAt: '2025-05-05T07:45:00Z',
    minutes: 6,
    features: [
      [7, 0],
      [7, 1],
      [9, 0],
    ],
    name: {
      cs: 'Pět tipů pro začínající běžce',
      sk: 'Päť tipov pre začínajúcich bežcov',
      en: 'Five tips for new runners',
    },
    perex: {
      cs: 'Chcete začít běhat a nevíte jak? Těchto pět rad vám pomůže vydržet a vyhnout se zraněním.',
      sk: 'Chcete začať behať a neviete ako? Týchto päť rád vám pomôže vydržať a vyhnúť sa zraneniam.',
      en: 'Want to start running but not sure how? These five tips will help you keep going and avoid injuries.',
    },
    body: {
      cs: [
        'Začátky bývají nejtěžší. Důležité je nespěchat a dát tělu čas, aby si na novou zátěž zvyklo.',
        '- Střídejte běh a chůzi',
        '- Běhejte třikrát týdně, ne každý den',
        '- Investujte do kvalitních bot',
        '- Oblékejte se do prodyšných vrstev',
        '- Po běhu se protáhněte',
      ],
      sk: [
        'Začiatky bývajú najťažšie. Dôležité je neponáhľať sa a dať telu čas, aby si na novú záťaž zvyklo.',
        '- Striedajte beh a chôdzu',
        '- Behajte trikrát týždenne, nie každý deň',
        '- Investujte do kvalitných topánok',
        '- Obliekajte sa do priedušných vrstiev',
        '- Po behu sa ponaťahujte',
      ],
      en: [
        'The start is always the hardest part. Take it slowly and give your body time to get used to the new load.',
        '- Alternate running and walking',
        '- Run three times a week, not every day',
        '- Invest in good shoes',
        '- Dress in breathable layers',
        '- Stretch after every run',
      ],
    },
  },
  {
    id: 5,
    categoryIds: [1],
    authorId: 1,
    publishAt: '2025-06-02T12:00:00Z',
    minutes: 2,
    features: [
      [10, 0],
      [11, 1],
    ],
    name: {
      cs: 'Doprava zdarma i na Slovensko',
      sk: 'Doprava zadarmo aj na Slovensko',
      en: 'Free shipping to Slovakia too',
    },
    perex: {
      cs: 'Od června doručujeme zdarma také na Slovensko, za stejných podmínek jako v Česku.',
      sk: 'Od júna doručujeme zadarmo aj na Slovensko, za rovnakých podmienok ako v Česku.',
      en: 'From June we also deliver free of charge to Slovakia, on the same terms as in Czechia.',
    },
    body: {
      cs: [
        'Slovenští zákazníci teď mohou nakupovat se stejnými výhodami jako zákazníci v Česku. Zboží doručíme obvykle do tří pracovních dnů.',
        'Nepoužité zboží můžete i nadále vrátit do 30 dnů od převzetí.',
      ],
      sk: [
        'Slovenskí zákazníci teraz môžu nakupovať s rovnakými výhodami ako zákazníci v Česku. Tovar doručíme zvyčajne do troch pracovných dní.',
        'Nepoužitý tovar môžete aj naďalej vrátiť do 30 dní od prevzatia.',
      ],
      en: [
        'Customers in Slovakia can now shop with the same benefits as customers in Czechia. We usually deliver within three working days.',
        'You can still return unused goods within 30 days of delivery.',
      ],
    },
  },
  {
    id: 6,
    categoryIds: [1],
    authorId: 2,
    publishAt: '2025-09-15T09:15:00Z',
    minutes: 3,
    features: [
      [5, 0],
      [5, 1],
      [6, 0],
    ],
    name: {
      cs: 'Nová keramika od značky Velora',
      sk: 'Nová keramika od značky Velora',
      en: 'New ceramics from Velora',
    },
    perex: {
      cs: 'Ručně malované hrnky a mísy z malé dílny. Každý kus je originál.',
      sk: 'Ručne maľované hrnčeky a misy z malej dielne. Každý kus je originál.',
      en: 'Hand-painted mugs and bowls from a small workshop. Every piece is one of a kind.',
    },
    body: {
      cs: [
        'Značka Velora vyrábí keramiku v malých sériích a každý kus prochází rukama zkušených keramiků.',
        'Nová kolekce přináší hrnky, mísy a čajové konvice v tlumených přírodních barvách. Všechny kusy můžete mýt v myčce.',
      ],
      sk: [
        'Značka Velora vyrába keramiku v malých sériách a každý kus prechádza rukami skúsených keramikárov.',
        'Nová kolekcia prináša hrnčeky, misy a čajové kanvice v tlmených prírodných farbách. Všetky kusy môžete umývať v umývačke.',
      ],
      en: [
        'Velora makes ceramics in small batches, and every piece passes through the hands of experienced potters.',
        'The new collection brings mugs, bowls and teapots in muted natural colors. Every piece is dishwasher safe.',
      ],
    },
  },
];
