/** Returns and complaints: eligibility, the forms' rules, photos, bank accounts, order access. */
export const afterSaleTexts = {
  'afterSale.cancelledReturn': {
    cs: 'Zrušenou objednávku nelze vrátit.',
    sk: 'Zrušenú objednávku nemožno vrátiť.',
    en: 'A cancelled order cannot be returned.',
  },
  'afterSale.cancelledClaim': {
    cs: 'Zrušenou objednávku nelze reklamovat.',
    sk: 'Zrušenú objednávku nemožno reklamovať.',
    en: 'A cancelled order cannot be claimed.',
  },
  'afterSale.notShippedYet': {
    cs: 'Objednávka ještě nebyla odeslána: vrátit ji půjde, až bude na cestě.',
    sk: 'Objednávka ešte nebola odoslaná: vrátiť ju pôjde, keď bude na ceste.',
    en: 'The order has not been shipped yet: it can be returned once it is on its way.',
  },
  'afterSale.notShipped': {
    cs: 'Objednávka ještě nebyla odeslána.',
    sk: 'Objednávka ešte nebola odoslaná.',
    en: 'The order has not been shipped yet.',
  },
  'afterSale.withdrawalEnded': {
    cs: 'Lhůta {days, plural, one {# den} few {# dny} other {# dní}} na odstoupení od smlouvy skončila {date, date}.',
    sk: 'Lehota {days, plural, one {# deň} few {# dni} other {# dní}} na odstúpenie od zmluvy skončila {date, date}.',
    en: 'The {days} days to withdraw from the purchase ended on {date, date}.',
  },
  'afterSale.returnEndedOn': {
    cs: 'Lhůta {days, plural, one {# den} few {# dny} other {# dní}} na vrácení zboží skončila {date, date}.',
    sk: 'Lehota {days, plural, one {# deň} few {# dni} other {# dní}} na vrátenie tovaru skončila {date, date}.',
    en: 'The {days} days to return goods ended on {date, date}.',
  },
  'afterSale.notPaid': {
    cs: 'Reklamovat lze jen zaplacenou objednávku.',
    sk: 'Reklamovať možno len zaplatenú objednávku.',
    en: 'Only a paid order can be claimed.',
  },
  'afterSale.complaintEnded': {
    cs: 'Lhůta {months, plural, one {# měsíc} few {# měsíce} other {# měsíců}} na reklamaci vady skončila {date, date}.',
    sk: 'Lehota {months, plural, one {# mesiac} few {# mesiace} other {# mesiacov}} na reklamáciu chyby skončila {date, date}.',
    en: 'The {months} months to claim a defect ended on {date, date}.',
  },
  'afterSale.complaintRunOut': {
    cs: 'Lhůta 24 měsíců na reklamaci vady uplynula.',
    sk: 'Lehota 24 mesiacov na reklamáciu chyby uplynula.',
    en: 'The 24 months to claim a defect have run out.',
  },
  'afterSale.returnEnded': {
    cs: 'Lhůta pro vrácení této objednávky uplynula.',
    sk: 'Lehota na vrátenie tejto objednávky uplynula.',
    en: 'The time to return this order has run out.',
  },
  'afterSale.allReturned': {
    cs: 'Všechny položky této objednávky se už vracejí.',
    sk: 'Všetky položky tejto objednávky sa už vracajú.',
    en: 'Every item of this order is being returned already.',
  },
  'afterSale.noSuchOrder': {
    cs: 'Objednávku s tímto číslem a e-mailem jsme nenašli.',
    sk: 'Objednávku s týmto číslom a e-mailom sme nenašli.',
    en: 'No order matches this number and e-mail.',
  },
  'afterSale.returnGone': { cs: 'Vratka už neexistuje.', sk: 'Vrátenie už neexistuje.', en: 'The return is gone.' },
  'afterSale.complaintGone': {
    cs: 'Reklamace už neexistuje.',
    sk: 'Reklamácia už neexistuje.',
    en: 'The complaint is gone.',
  },
  'afterSale.returnSentLocked': {
    cs: 'Tato vratka už byla odeslána: nelze ji změnit.',
    sk: 'Toto vrátenie už bolo odoslané: nemožno ho zmeniť.',
    en: 'This return was sent already: it can no longer be changed.',
  },
  'afterSale.returnSent': {
    cs: 'Tato vratka už byla odeslána.',
    sk: 'Toto vrátenie už bolo odoslané.',
    en: 'This return was sent already.',
  },
  'afterSale.complaintSentLocked': {
    cs: 'Tato reklamace už byla odeslána: nelze ji změnit.',
    sk: 'Táto reklamácia už bola odoslaná: nemožno ju zmeniť.',
    en: 'This complaint was sent already: it can no longer be changed.',
  },
  'afterSale.complaintSent': {
    cs: 'Tato reklamace už byla odeslána.',
    sk: 'Táto reklamácia už bola odoslaná.',
    en: 'This complaint was sent already.',
  },
  'afterSale.wayBack': {
    cs: 'Zvolte jeden ze způsobů vrácení, které tato objednávka může použít.',
    sk: 'Zvoľte jeden zo spôsobov vrátenia, ktoré táto objednávka môže použiť.',
    en: 'Choose one of the ways back this order can use.',
  },
  'afterSale.wayBackPickupPoint': {
    cs: 'Zvolte výdejní místo zvoleného způsobu vrácení.',
    sk: 'Zvoľte výdajné miesto zvoleného spôsobu vrátenia.',
    en: 'Choose a pickup point of the chosen way back.',
  },
  'afterSale.notReturnable': {
    cs: 'Tuto položku objednávky nelze vrátit.',
    sk: 'Túto položku objednávky nemožno vrátiť.',
    en: 'Not a returnable item of this order.',
  },
  'afterSale.notAnItem': {
    cs: 'Toto není položka této objednávky.',
    sk: 'Toto nie je položka tejto objednávky.',
    en: 'Not an item of this order.',
  },
  'afterSale.atMostReturned': {
    cs: 'Vrátit lze nejvýše {count} ks.',
    sk: 'Vrátiť možno najviac {count} ks.',
    en: 'At most {count} can be returned.',
  },
  'afterSale.atMostClaimed': {
    cs: 'Reklamovat lze nejvýše {count} ks.',
    sk: 'Reklamovať možno najviac {count} ks.',
    en: 'At most {count} can be claimed.',
  },
  'afterSale.withdrawalExchange': {
    cs: 'Při odstoupení od smlouvy vracíme peníze; pro jinou velikost zvolte vrácení zboží.',
    sk: 'Pri odstúpení od zmluvy vraciame peniaze; pre inú veľkosť zvoľte vrátenie tovaru.',
    en: 'A withdrawal pays the money back; for another size, choose a return instead.',
  },
  'afterSale.noItems': {
    cs: 'Zvolte alespoň jednu položku k vrácení.',
    sk: 'Zvoľte aspoň jednu položku na vrátenie.',
    en: 'Choose at least one item to return.',
  },
  'afterSale.noClaimItems': {
    cs: 'Zvolte alespoň jednu položku k reklamaci.',
    sk: 'Zvoľte aspoň jednu položku na reklamáciu.',
    en: 'Choose at least one item to claim.',
  },
  'afterSale.reason': {
    cs: 'Uveďte, proč zboží vracíte.',
    sk: 'Uveďte, prečo tovar vraciate.',
    en: 'Say why it goes back.',
  },
  'afterSale.resolution': {
    cs: 'Zvolte vrácení peněz, nebo výměnu.',
    sk: 'Zvoľte vrátenie peňazí alebo výmenu.',
    en: 'Choose the money back or an exchange.',
  },
  'afterSale.shippingMethod': {
    cs: 'Zvolte, jak zboží pošlete zpět.',
    sk: 'Zvoľte, ako tovar pošlete späť.',
    en: 'Choose how the goods travel back.',
  },
  'afterSale.pickupPoint': {
    cs: 'Zvolte výdejní místo.',
    sk: 'Zvoľte výdajné miesto.',
    en: 'Choose the pickup point.',
  },
  'afterSale.pickupAddress': {
    cs: 'Zadejte adresu, kde kurýr zásilku vyzvedne.',
    sk: 'Zadajte adresu, kde kuriér zásielku vyzdvihne.',
    en: 'Enter the address the courier collects the parcel from.',
  },
  'afterSale.sender': {
    cs: 'Zadejte jméno a adresu odesílatele.',
    sk: 'Zadajte meno a adresu odosielateľa.',
    en: 'Enter the sender’s name and address.',
  },
  'afterSale.photoCount': {
    cs: 'Nejvýše {count, plural, one {# fotografie} few {# fotografie} other {# fotografií}}.',
    sk: 'Najviac {count, plural, one {# fotografia} few {# fotografie} other {# fotografií}}.',
    en: 'At most {count} photos.',
  },
  'afterSale.complaintPhotoCount': {
    cs: 'K reklamaci lze přiložit nejvýše {count, plural, one {# fotografii} few {# fotografie} other {# fotografií}}.',
    sk: 'K reklamácii možno priložiť najviac {count, plural, one {# fotografiu} few {# fotografie} other {# fotografií}}.',
    en: 'A complaint takes at most {count} photos.',
  },
  'afterSale.photoEmpty': { cs: 'Fotografie je prázdná.', sk: 'Fotografia je prázdna.', en: 'The photo is empty.' },
  'afterSale.photoSize': {
    cs: 'Fotografie může mít nejvýše {size} MB.',
    sk: 'Fotografia môže mať najviac {size} MB.',
    en: 'A photo is at most {size} MB.',
  },
  'afterSale.photoType': {
    cs: 'Soubor není fotografie JPEG, PNG ani WebP, jak uvádí jeho content_type.',
    sk: 'Súbor nie je fotografia JPEG, PNG ani WebP, ako uvádza jeho content_type.',
    en: 'The file is not the JPEG, PNG or WebP photo its content_type says.',
  },
  'afterSale.photoLink': {
    cs: 'Odkaz na fotografii je neúplný, patří k jiné fotografii, nebo vypršel.',
    sk: 'Odkaz na fotografiu je neúplný, patrí k inej fotografii alebo vypršal.',
    en: 'This photo link is incomplete, not for this photo, or expired.',
  },
  'afterSale.photoNotStored': {
    cs: 'Fotografii se nepodařilo uložit.',
    sk: 'Fotografiu sa nepodarilo uložiť.',
    en: 'The photo was not stored.',
  },
  'afterSale.slipLink': {
    cs: 'Odkaz na průvodní list je neúplný, patří k jinému listu, nebo vypršel.',
    sk: 'Odkaz na sprievodný list je neúplný, patrí k inému listu alebo vypršal.',
    en: 'This slip link is incomplete, not for this slip, or expired.',
  },
  'afterSale.notSavedAddress': {
    cs: 'Toto není žádná z vašich uložených adres.',
    sk: 'Toto nie je žiadna z vašich uložených adries.',
    en: 'Not one of your saved addresses.',
  },
  'afterSale.country': {
    cs: 'Vyberte zemi, do které obchod doručuje.',
    sk: 'Vyberte krajinu, do ktorej obchod doručuje.',
    en: 'Choose a country the shop delivers to.',
  },
  'afterSale.signInOrToken': {
    cs: 'Přihlaste se, nebo uveďte objednávku (order_id) a pošlete její X-Order-Token.',
    sk: 'Prihláste sa, alebo uveďte objednávku (order_id) a pošlite jej X-Order-Token.',
    en: 'Sign in, or name the order (order_id) and send its X-Order-Token.',
  },
  'afterSale.tokenWrong': {
    cs: 'Tento token objednávku neotevírá.',
    sk: 'Tento token objednávku neotvára.',
    en: 'This token does not open the order.',
  },
  'afterSale.tokenMissing': {
    cs: 'Přihlaste se, nebo pošlete token objednávky v hlavičce X-Order-Token (dá ho POST /order-access).',
    sk: 'Prihláste sa, alebo pošlite token objednávky v hlavičke X-Order-Token (dá ho POST /order-access).',
    en: 'Sign in, or send the order’s token as X-Order-Token (POST /order-access gives one).',
  },
  'afterSale.deliveryInFuture': {
    cs: 'Doručení nemůže být v budoucnosti.',
    sk: 'Doručenie nemôže byť v budúcnosti.',
    en: 'The delivery cannot be in the future.',
  },
  'afterSale.deliveryBeforeShipped': {
    cs: 'Zásilku nelze doručit dříve, než byla odeslána.',
    sk: 'Zásielku nemožno doručiť skôr, ako bola odoslaná.',
    en: 'The parcel cannot be delivered before it was shipped.',
  },
  'afterSale.returnState': {
    cs: 'Vratka ve stavu {from} nemůže přejít do stavu {to}.',
    sk: 'Vrátenie v stave {from} nemôže prejsť do stavu {to}.',
    en: 'A return that is {from} cannot become {to}.',
  },
  'afterSale.complaintState': {
    cs: 'Reklamace ve stavu {from} nemůže přejít do stavu {to}.',
    sk: 'Reklamácia v stave {from} nemôže prejsť do stavu {to}.',
    en: 'A complaint that is {from} cannot become {to}.',
  },
  'bank.missing': {
    cs: 'Zadejte číslo účtu a kód banky, nebo IBAN a kód SWIFT.',
    sk: 'Zadajte číslo účtu a kód banky, alebo IBAN a kód SWIFT.',
    en: 'Enter an account number and bank code, or an IBAN and SWIFT code.',
  },
  'bank.number': {
    cs: 'Zadejte číslo účtu číslicemi, případné předčíslí oddělte pomlčkou (19-2000145399).',
    sk: 'Zadajte číslo účtu číslicami, prípadné predčíslie oddeľte pomlčkou (19-2000145399).',
    en: 'Enter the account number as digits, with a prefix before a hyphen if it has one (19-2000145399).',
  },
  'bank.numberChecksum': {
    cs: 'Takové číslo účtu neexistuje (nesedí kontrolní číslice).',
    sk: 'Také číslo účtu neexistuje (nesedia kontrolné číslice).',
    en: 'This account number does not exist (its check digits are wrong).',
  },
  'bank.numberNeedsCode': { cs: 'Zadejte i kód banky.', sk: 'Zadajte aj kód banky.', en: 'Enter the bank code too.' },
  'bank.code': { cs: 'Kód banky má 4 číslice.', sk: 'Kód banky má 4 číslice.', en: 'A bank code has 4 digits.' },
  'bank.codeNeedsNumber': {
    cs: 'Zadejte i číslo účtu.',
    sk: 'Zadajte aj číslo účtu.',
    en: 'Enter the account number too.',
  },
  'bank.iban': {
    cs: 'Tento IBAN není platný (zkontrolujte písmena a číslice).',
    sk: 'Tento IBAN nie je platný (skontrolujte písmená a číslice).',
    en: 'This IBAN is not valid (check the letters and digits).',
  },
  'bank.ibanNeedsSwift': {
    cs: 'Zadejte i kód SWIFT (BIC).',
    sk: 'Zadajte aj kód SWIFT (BIC).',
    en: 'Enter the SWIFT (BIC) code too.',
  },
  'bank.swift': {
    cs: 'Kód SWIFT (BIC) má 8 nebo 11 písmen a číslic, například FIOBCZPP.',
    sk: 'Kód SWIFT (BIC) má 8 alebo 11 písmen a číslic, napríklad FIOBCZPP.',
    en: 'A SWIFT (BIC) code has 8 or 11 letters and digits, such as FIOBCZPP.',
  },
  'bank.swiftNeedsIban': { cs: 'Zadejte i IBAN.', sk: 'Zadajte aj IBAN.', en: 'Enter the IBAN too.' },
  'bank.both': {
    cs: 'Zadejte buď číslo účtu s kódem banky, nebo IBAN, ne obojí.',
    sk: 'Zadajte buď číslo účtu s kódom banky, alebo IBAN, nie oboje.',
    en: 'Give either the account number and bank code or the IBAN, not both.',
  },
} as const;
