/** Lists: query parameters, filters, sorting, embeds, pages, the listing URL. */
export const listTexts = {
  'list.wholeFrom': {
    cs: 'Zadejte celé číslo od {min}.',
    sk: 'Zadajte celé číslo od {min}.',
    en: 'Must be a whole number from {min} up.',
  },
  'list.wholeRange': {
    cs: 'Zadejte celé číslo od {min} do {max}.',
    sk: 'Zadajte celé číslo od {min} do {max}.',
    en: 'Must be a whole number from {min} to {max}.',
  },
  'list.sortEmpty': {
    cs: 'Uveďte alespoň jedno pole, podle kterého se řadí.',
    sk: 'Uveďte aspoň jedno pole, podľa ktorého sa radí.',
    en: 'Name at least one field to sort by.',
  },
  'list.unknownSort': {
    cs: 'Neznámé pole řazení „{field}“; použijte jedno z: {allowed}.',
    sk: 'Neznáme pole radenia „{field}“; použite jedno z: {allowed}.',
    en: 'Unknown sort field "{field}"; use one of: {allowed}.',
  },
  'list.sortTwice': {
    cs: 'Podle „{field}“ se řadí dvakrát.',
    sk: 'Podľa „{field}“ sa radí dvakrát.',
    en: '"{field}" is sorted by twice.',
  },
  'list.unknownEmbed': {
    cs: 'Neznámé vložení „{name}“; použijte jedno z: {allowed}.',
    sk: 'Neznáme vloženie „{name}“; použite jedno z: {allowed}.',
    en: 'Unknown embed "{name}"; use one of: {allowed}.',
  },
  'list.unknownEmbedAlone': {
    cs: 'Neznámé vložení „{name}“.',
    sk: 'Neznáme vloženie „{name}“.',
    en: 'Unknown embed "{name}".',
  },
  'list.embedTwice': {
    cs: '„{name}“ je vloženo dvakrát.',
    sk: '„{name}“ je vložené dvakrát.',
    en: '"{name}" is embedded twice.',
  },
  'list.embedNoFields': {
    cs: 'U „{name}“ nelze vybírat pole.',
    sk: 'Pri „{name}“ nemožno vyberať polia.',
    en: '"{name}" has no fields to pick.',
  },
  'list.unknownEmbedField': {
    cs: 'Neznámé pole „{field}“ vložení „{name}“.',
    sk: 'Neznáme pole „{field}“ vloženia „{name}“.',
    en: 'Unknown field "{field}" of embed "{name}".',
  },
  'list.unknownEmbedFieldAlone': {
    cs: 'Neznámé pole vložení „{name}“.',
    sk: 'Neznáme pole vloženia „{name}“.',
    en: 'Unknown field of embed "{name}".',
  },
  'list.fieldsEmpty': {
    cs: 'Uveďte alespoň jedno pole.',
    sk: 'Uveďte aspoň jedno pole.',
    en: 'Name at least one field.',
  },
  'list.unknownField': { cs: 'Neznámé pole „{field}“.', sk: 'Neznáme pole „{field}“.', en: 'Unknown field "{field}".' },
  'list.onlyOrExcept': {
    cs: 'Použijte buď only, nebo except, ne obojí.',
    sk: 'Použite buď only, alebo except, nie oboje.',
    en: 'Use either only or except, not both.',
  },
  'list.paginate': {
    cs: 'Zadejte 1 (stránky) nebo 0 (vše na jedné stránce).',
    sk: 'Zadajte 1 (stránky) alebo 0 (všetko na jednej stránke).',
    en: 'Must be 1 (pages) or 0 (every item on one page).',
  },
  'list.pageBeyond': {
    cs: 'Stránka {page} je za poslední stránkou, {last}.',
    sk: 'Stránka {page} je za poslednou stránkou, {last}.',
    en: 'Page {page} is beyond the last page, {last}.',
  },
  'list.sitemapPages': {
    cs: 'Mapa webu má {count, plural, one {# stránku} few {# stránky} other {# stránek}}.',
    sk: 'Mapa webu má {count, plural, one {# stránku} few {# stránky} other {# stránok}}.',
    en: 'The sitemap has {count, plural, one {# page} other {# pages}}.',
  },
  'list.listingUrl': {
    cs: 'Adresa výpisu není platná.',
    sk: 'Adresa výpisu nie je platná.',
    en: 'The listing URL is not valid.',
  },
  'list.notAValue': {
    cs: '„{slug}“ není hodnota filtru {label}.',
    sk: '„{slug}“ nie je hodnota filtra {label}.',
    en: '"{slug}" is not a value of {label}.',
  },
  'list.takesWhole': { cs: 'přijímá celé číslo', sk: 'prijíma celé číslo', en: 'takes a whole number' },
  'list.takesNumber': { cs: 'přijímá číslo', sk: 'prijíma číslo', en: 'takes a number' },
  'list.takesBoolean': { cs: 'přijímá true nebo false', sk: 'prijíma true alebo false', en: 'takes true or false' },
  'list.takesText': {
    cs: 'přijímá text o nejvýše {max} znacích',
    sk: 'prijíma text s najviac {max} znakmi',
    en: 'takes a text of at most {max} characters',
  },
  'list.takesDate': {
    cs: 'přijímá datum nebo datum a čas podle ISO 8601',
    sk: 'prijíma dátum alebo dátum a čas podľa ISO 8601',
    en: 'takes an ISO 8601 date or date-time',
  },
  'list.fieldTakes': { cs: '„{field}“ {takes}.', sk: '„{field}“ {takes}.', en: '"{field}" {takes}.' },
  'list.everyValueTakes': {
    cs: 'Každá hodnota „{field}“ {takes}.',
    sk: 'Každá hodnota „{field}“ {takes}.',
    en: 'Every value of "{field}" {takes}.',
  },
  'list.inNeedsList': {
    cs: 'Operátor „in“ přijímá seznam hodnot.',
    sk: 'Operátor „in“ prijíma zoznam hodnôt.',
    en: 'The "in" operator takes a list of values.',
  },
  'list.inListSize': {
    cs: 'Seznam „in“ má 1 až {max} hodnot.',
    sk: 'Zoznam „in“ má 1 až {max} hodnôt.',
    en: 'The "in" list takes 1 to {max} values.',
  },
  'list.oneValue': {
    cs: 'Operátor „{operator}“ přijímá jednu hodnotu, ne seznam.',
    sk: 'Operátor „{operator}“ prijíma jednu hodnotu, nie zoznam.',
    en: 'The "{operator}" operator takes one value, not a list.',
  },
  'list.noNull': {
    cs: '„{field}“ nelze porovnat s null.',
    sk: '„{field}“ nemožno porovnať s null.',
    en: '"{field}" cannot be compared with null.',
  },
  'list.noNullBy': {
    cs: '„{field}“ nelze porovnat s null pomocí „{operator}“.',
    sk: '„{field}“ nemožno porovnať s null pomocou „{operator}“.',
    en: '"{field}" cannot be compared with null by "{operator}".',
  },
  'list.tooManyFilters': {
    cs: 'Použijte nejvýše {max} filtrů.',
    sk: 'Použite najviac {max} filtrov.',
    en: 'Use at most {max} filters.',
  },
  'list.unknownFilter': {
    cs: 'Neznámé pole filtru „{field}“; použijte jedno z: {allowed}.',
    sk: 'Neznáme pole filtra „{field}“; použite jedno z: {allowed}.',
    en: 'Unknown filter field "{field}"; use one of: {allowed}.',
  },
  'list.operatorNotAllowed': {
    cs: 'Operátor „{operator}“ není pro „{field}“ povolen; použijte jeden z: {allowed}.',
    sk: 'Operátor „{operator}“ nie je pre „{field}“ povolený; použite jeden z: {allowed}.',
    en: 'Operator "{operator}" is not allowed for "{field}"; use one of: {allowed}.',
  },
  'list.filtersBase64': {
    cs: 'Filtry nejsou platné base64.',
    sk: 'Filtre nie sú platné base64.',
    en: 'Filters are not valid base64.',
  },
  'list.filtersJson': {
    cs: 'Filtry nejsou platný JSON.',
    sk: 'Filtre nie sú platný JSON.',
    en: 'Filters are not valid JSON.',
  },
  'list.filtersShape': {
    cs: 'Filtry musí být seznam [pole, operátor, hodnota] se známým operátorem.',
    sk: 'Filtre musia byť zoznam [pole, operátor, hodnota] so známym operátorom.',
    en: 'Filters must be a list of [field, operator, value] with a known operator.',
  },
  'list.badEmbed': {
    cs: '„{part}“ není platné vložení; použijte name nebo name{field,field}.',
    sk: '„{part}“ nie je platné vloženie; použite name alebo name{field,field}.',
    en: '"{part}" is not a valid embed; use name or name{field,field}.',
  },
  'list.slugs': {
    cs: 'Zvolené hodnoty uveďte jako slugy oddělené čárkami.',
    sk: 'Zvolené hodnoty uveďte ako slugy oddelené čiarkami.',
    en: 'List the chosen values as slugs separated by commas.',
  },
  'list.priceRange': {
    cs: 'Cenové rozpětí zadejte jako „min-max“, min nesmí být nad max.',
    sk: 'Cenové rozpätie zadajte ako „min-max“, min nesmie byť nad max.',
    en: 'Give the price range as "min-max", with min not above max.',
  },
  'list.sortBy': {
    cs: 'Řaďte podle jednoho z: {allowed}.',
    sk: 'Raďte podľa jedného z: {allowed}.',
    en: 'Sort by one of: {allowed}.',
  },
  'list.perPage': {
    cs: 'Zobrazte {allowed} produktů na stránku.',
    sk: 'Zobrazte {allowed} produktov na stránku.',
    en: 'Show {allowed} products per page.',
  },
  'list.pageRange': {
    cs: 'Zadejte číslo stránky do {max} nebo rozsah „první-poslední“ o nejvýše {pages} stránkách.',
    sk: 'Zadajte číslo stránky do {max} alebo rozsah „prvá-posledná“ s najviac {pages} stránkami.',
    en: 'Give a page number up to {max}, or a range "first-last" of at most {pages} pages.',
  },
} as const;
