/** Orders: placing one, its links and tokens, paying it. */
export const orderTexts = {
  'order.notComplete': {
    cs: 'Objednávka ještě není úplná.',
    sk: 'Objednávka ešte nie je úplná.',
    en: 'The order is not complete yet.',
  },
  'order.voucherUnusable': {
    cs: 'Slevový kód v košíku už nelze použít; odeberte ho a objednejte bez něj.',
    sk: 'Zľavový kód v košíku už nemožno použiť; odoberte ho a objednajte bez neho.',
    en: 'A voucher of this cart can no longer be used; remove it to order without it.',
  },
  'order.noLongerInStock': {
    cs: 'Už není skladem v objednaném množství: {names}.',
    sk: 'Už nie je na sklade v objednanom množstve: {names}.',
    en: 'No longer in stock as ordered: {names}.',
  },
  'order.someItems': { cs: 'některé položky', sk: 'niektoré položky', en: 'some items' },
  'order.namedItem': { cs: '{name}: {reason}', sk: '{name}: {reason}', en: '{name}: {reason}' },
  'order.cartOrdered': {
    cs: 'Tento košík už byl objednán; začněte nový košík.',
    sk: 'Tento košík už bol objednaný; začnite nový košík.',
    en: 'This cart has been ordered already; start a new cart.',
  },
  'order.cartOrderedField': {
    cs: 'Tento košík už byl objednán.',
    sk: 'Tento košík už bol objednaný.',
    en: 'This cart has been ordered already.',
  },
  'order.idempotencyOtherCart': {
    cs: 'Tento klíč idempotence už odeslal objednávku jiného košíku.',
    sk: 'Tento kľúč idempotencie už odoslal objednávku iného košíka.',
    en: 'This idempotency key has placed the order of another cart.',
  },
  'order.idempotencyNewKey': {
    cs: 'Pro nový pokus o objednávku pošlete nový klíč.',
    sk: 'Pre nový pokus o objednávku pošlite nový kľúč.',
    en: 'Send a new key for a new checkout attempt.',
  },
  'order.invoiceLinkIncomplete': {
    cs: 'Odkaz na fakturu je neúplný: potřebuje expires i signature.',
    sk: 'Odkaz na faktúru je neúplný: potrebuje expires aj signature.',
    en: 'This invoice link is incomplete: it needs both expires and signature.',
  },
  'order.invoiceLinkExpired': {
    cs: 'Platnost odkazu na fakturu vypršela: otevřete fakturu znovu z objednávky.',
    sk: 'Platnosť odkazu na faktúru vypršala: otvorte faktúru znova z objednávky.',
    en: 'This invoice link has expired: open the invoice again from the order.',
  },
  'order.invoiceLinkInvalid': {
    cs: 'Odkaz na fakturu není platný.',
    sk: 'Odkaz na faktúru nie je platný.',
    en: 'This invoice link is not valid.',
  },
  'order.tokenWrong': {
    cs: 'Tento přístupový token objednávku neotevírá.',
    sk: 'Tento prístupový token objednávku neotvára.',
    en: 'This access token does not open the order.',
  },
  'order.tokenMissing': {
    cs: 'Pošlete přístupový token objednávky v hlavičce X-Order-Token.',
    sk: 'Pošlite prístupový token objednávky v hlavičke X-Order-Token.',
    en: 'Send the order’s access token as X-Order-Token.',
  },
  'payment.returnOrigin': {
    cs: 'Vraťte se na stránku obchodu: tento původ není povolen.',
    sk: 'Vráťte sa na stránku obchodu: tento pôvod nie je povolený.',
    en: 'Return to a page of the storefront: this origin is not allowed.',
  },
  'payment.payloadTooLarge': {
    cs: 'Data platby mají nejvýše {bytes} bajtů JSON.',
    sk: 'Dáta platby majú najviac {bytes} bajtov JSON.',
    en: 'The payload is at most {bytes} bytes of JSON.',
  },
  'payment.cancelled': {
    cs: 'Tato objednávka byla zrušena; nelze ji zaplatit.',
    sk: 'Táto objednávka bola zrušená; nemožno ju zaplatiť.',
    en: 'This order has been cancelled; it cannot be paid.',
  },
  'payment.paid': {
    cs: 'Tato objednávka už je zaplacená.',
    sk: 'Táto objednávka už je zaplatená.',
    en: 'This order has been paid already.',
  },
  'payment.returnSignature': {
    cs: 'Návrat z platební brány není podepsán bankou; stav platby se z něj nečte.',
    sk: 'Návrat z platobnej brány nie je podpísaný bankou; stav platby sa z neho nečíta.',
    en: 'The gateway’s return is not signed by the bank; the payment’s state is not read from it.',
  },
  'payment.gatewayFailed': {
    cs: 'Platební brána teď neodpověděla, jak má. Zkuste to prosím za chvíli znovu.',
    sk: 'Platobná brána teraz neodpovedala, ako má. Skúste to prosím o chvíľu znova.',
    en: 'The card gateway did not answer as expected: try again in a moment.',
  },
  'payment.payLater': {
    cs: 'Tato objednávka se platí později (převodem, na dobírku nebo při vyzvednutí), ne kartou.',
    sk: 'Táto objednávka sa platí neskôr (prevodom, na dobierku alebo pri vyzdvihnutí), nie kartou.',
    en: 'This order is paid later (by transfer, on delivery or at pickup), not by card.',
  },
  'payment.noGateway': {
    cs: 'Způsob platby této objednávky nemá v tomto obchodě platební bránu.',
    sk: 'Spôsob platby tejto objednávky nemá v tomto obchode platobnú bránu.',
    en: 'This order’s payment method has no card gateway in this shop.',
  },
  'payment.otherGateway': {
    cs: 'Tato objednávka se platí přes {gateway}: použijte {call}.',
    sk: 'Táto objednávka sa platí cez {gateway}: použite {call}.',
    en: 'This order is paid through {gateway}: use {call}.',
  },
  'payment.nothingToPay': {
    cs: 'U této objednávky není co platit.',
    sk: 'Pri tejto objednávke nie je čo platiť.',
    en: 'This order has nothing to pay.',
  },
  'payment.gatewayOff': {
    cs: '{gateway} není v tomto obchodě nastavena: její platby kartou nenabízíme.',
    sk: '{gateway} nie je v tomto obchode nastavená: jej platby kartou neponúkame.',
    en: '{gateway} is not configured in this shop: its card payments are not offered.',
  },
} as const;
