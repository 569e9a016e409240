/** The HTTP layer: bodies, paths, methods, preference headers, the back office. */
export const httpTexts = {
  'http.jsonOnly': {
    cs: 'Pošlete tělo požadavku jako application/json.',
    sk: 'Pošlite telo požiadavky ako application/json.',
    en: 'Send the body as application/json.',
  },
  'http.tooLarge': {
    cs: 'Tělo požadavku je příliš velké.',
    sk: 'Telo požiadavky je príliš veľké.',
    en: 'The request body is too large.',
  },
  'http.badJson': {
    cs: 'Tělo požadavku není platný JSON.',
    sk: 'Telo požiadavky nie je platný JSON.',
    en: 'The request body is not valid JSON.',
  },
  'http.badRequest': { cs: 'Požadavek není platný.', sk: 'Požiadavka nie je platná.', en: 'The request is not valid.' },
  'http.badUrl': {
    cs: 'Adresu požadavku nelze přečíst.',
    sk: 'Adresu požiadavky nemožno prečítať.',
    en: 'The request address cannot be read.',
  },
  'http.internal': {
    cs: 'Na naší straně se něco pokazilo.',
    sk: 'Na našej strane sa niečo pokazilo.',
    en: 'Something went wrong on our side.',
  },
  'http.methodNotAllowed': {
    cs: '{path} neodpovídá na {method}; použijte {allowed}.',
    sk: '{path} neodpovedá na {method}; použite {allowed}.',
    en: '{path} does not answer {method}; use {allowed}.',
  },
  'http.noEndpoint': {
    cs: 'Na {method} {path} neodpovídá žádná služba.',
    sk: 'Na {method} {path} neodpovedá žiadna služba.',
    en: 'No endpoint answers {method} {path}.',
  },
  'http.unsupportedTax': {
    cs: 'Nepodporované zobrazení daně „{value}“; použijte with nebo without.',
    sk: 'Nepodporované zobrazenie dane „{value}“; použite with alebo without.',
    en: 'Unsupported tax preference "{value}"; use with or without.',
  },
  'http.unsupportedLanguage': {
    cs: 'Nepodporovaný jazyk „{value}“; použijte cs, sk nebo en.',
    sk: 'Nepodporovaný jazyk „{value}“; použite cs, sk alebo en.',
    en: 'Unsupported language "{value}"; use cs, sk or en.',
  },
  'http.unsupportedCurrency': {
    cs: 'Nepodporovaná měna „{value}“; použijte {allowed}.',
    sk: 'Nepodporovaná mena „{value}“; použite {allowed}.',
    en: 'Unsupported currency "{value}"; use {allowed}.',
  },
  'http.websocketOnly': {
    cs: 'Tato adresa přijímá spojení websocket (protokol Pusher 7).',
    sk: 'Táto adresa prijíma spojenia websocket (protokol Pusher 7).',
    en: 'This address takes websocket connections (Pusher protocol 7).',
  },
  'http.adminOff': {
    cs: 'API administrace je vypnuté (není nastaven ADMIN_TOKEN).',
    sk: 'API administrácie je vypnuté (nie je nastavený ADMIN_TOKEN).',
    en: 'The back-office API is switched off (ADMIN_TOKEN is not set).',
  },
  'http.adminToken': {
    cs: 'Je potřeba platný token administrace.',
    sk: 'Je potrebný platný token administrácie.',
    en: 'A valid back-office token is required.',
  },
  'http.testFaultDelay': { cs: 'Zadejte 0 až 120000 ms.', sk: 'Zadajte 0 až 120000 ms.', en: 'Give 0 to 120000 ms.' },
  'http.notCartId': { cs: 'Toto není id košíku.', sk: 'Toto nie je id košíka.', en: 'Not a cart id.' },
} as const;
