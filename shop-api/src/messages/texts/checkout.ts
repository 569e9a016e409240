/** The checkout: what a cart still lacks, its choices, addresses and fast checkout. */
export const checkoutTexts = {
  'checkout.fillBeforeOrdering': {
    cs: 'Před objednáním tento údaj vyplňte.',
    sk: 'Pred objednaním tento údaj vyplňte.',
    en: 'Fill this in before ordering.',
  },
  'checkout.cartEmpty': { cs: 'Košík je prázdný.', sk: 'Košík je prázdny.', en: 'The cart is empty.' },
  'checkout.cartEmptyAdd': {
    cs: 'Košík je prázdný: nejdřív do něj něco vložte.',
    sk: 'Košík je prázdny: najprv doň niečo vložte.',
    en: 'The cart is empty: add something to order first.',
  },
  'checkout.itemSoldOut': { cs: '{name} je vyprodané.', sk: '{name} je vypredané.', en: '{name} is sold out.' },
  'checkout.thisItem': { cs: 'Tato položka', sk: 'Táto položka', en: 'This item' },
  'checkout.chooseShipping': {
    cs: 'Zvolte způsob dopravy.',
    sk: 'Zvoľte spôsob dopravy.',
    en: 'Choose a shipping method.',
  },
  'checkout.shippingCannotDeliver': {
    cs: 'Tento způsob dopravy obsah košíku nedoručí; zvolte jiný.',
    sk: 'Tento spôsob dopravy obsah košíka nedoručí; zvoľte iný.',
    en: 'This shipping method cannot deliver this cart; choose another.',
  },
  'checkout.choosePickupPoint': {
    cs: 'Zvolte výdejní místo.',
    sk: 'Zvoľte výdajné miesto.',
    en: 'Choose a pickup point.',
  },
  'checkout.choosePayment': {
    cs: 'Zvolte způsob platby.',
    sk: 'Zvoľte spôsob platby.',
    en: 'Choose a payment method.',
  },
  'checkout.paymentUnavailable': {
    cs: 'Tento způsob platby není pro zvolenou dopravu k dispozici.',
    sk: 'Tento spôsob platby nie je pre zvolenú dopravu k dispozícii.',
    en: 'This payment method is not available for the chosen shipping method.',
  },
  'checkout.enterEmail': {
    cs: 'Zadejte svou e-mailovou adresu.',
    sk: 'Zadajte svoju e-mailovú adresu.',
    en: 'Enter your e-mail address.',
  },
  'checkout.noDelivery': {
    cs: 'Do této země nedoručujeme.',
    sk: 'Do tejto krajiny nedoručujeme.',
    en: 'We do not deliver to this country.',
  },
  'checkout.firstName': { cs: 'Zadejte jméno.', sk: 'Zadajte meno.', en: 'Enter the first name.' },
  'checkout.lastName': { cs: 'Zadejte příjmení.', sk: 'Zadajte priezvisko.', en: 'Enter the last name.' },
  'checkout.dialCode': {
    cs: 'Zvolte předvolbu, například +420.',
    sk: 'Zvoľte predvoľbu, napríklad +420.',
    en: 'Choose a dial code such as +420.',
  },
  'checkout.phone': { cs: 'Zadejte telefonní číslo.', sk: 'Zadajte telefónne číslo.', en: 'Enter the phone number.' },
  'checkout.country': { cs: 'Zvolte zemi.', sk: 'Zvoľte krajinu.', en: 'Choose the country.' },
  'checkout.city': { cs: 'Zadejte město.', sk: 'Zadajte mesto.', en: 'Enter the city.' },
  'checkout.postCode': { cs: 'Zadejte PSČ.', sk: 'Zadajte PSČ.', en: 'Enter the post code.' },
  'checkout.unknownCountry': { cs: 'Neznámá země.', sk: 'Neznáma krajina.', en: 'Unknown country.' },
  'checkout.savedAddressAlone': {
    cs: 'Pošlete uloženou adresu samotnou, bez polí adresy.',
    sk: 'Pošlite uloženú adresu samotnú, bez polí adresy.',
    en: 'Send a saved address alone, without address fields.',
  },
  'checkout.savedAddressSignIn': {
    cs: 'Uložené adresy vyžadují přihlášeného zákazníka.',
    sk: 'Uložené adresy vyžadujú prihláseného zákazníka.',
    en: 'Saved addresses need a signed-in customer.',
  },
  'checkout.fastNoShipping': {
    cs: 'Způsob dopravy této objednávky už nenabízíme.',
    sk: 'Spôsob dopravy tejto objednávky už neponúkame.',
    en: 'The shipping method of this order is no longer offered.',
  },
  'checkout.fastNoPayment': {
    cs: 'Způsob platby této objednávky už nenabízíme.',
    sk: 'Spôsob platby tejto objednávky už neponúkame.',
    en: 'The payment method of this order is no longer offered.',
  },
  'checkout.fastNoBilling': {
    cs: 'Tato objednávka nemá fakturační adresu, kterou by šlo převzít.',
    sk: 'Táto objednávka nemá fakturačnú adresu, ktorú by bolo možné prevziať.',
    en: 'This order has no billing address to copy.',
  },
  'checkout.fastChoicesGone': {
    cs: 'Volby této objednávky už nelze použít: {reason}',
    sk: 'Voľby tejto objednávky už nemožno použiť: {reason}',
    en: 'This order’s choices can no longer be used: {reason}',
  },
  'checkout.unknownShipping': {
    cs: 'Neznámý způsob dopravy.',
    sk: 'Neznámy spôsob dopravy.',
    en: 'Unknown shipping method.',
  },
  'checkout.shippingCountry': {
    cs: 'Tento způsob dopravy do vaší země nedoručuje.',
    sk: 'Tento spôsob dopravy do vašej krajiny nedoručuje.',
    en: 'This shipping method does not deliver to your country.',
  },
  'checkout.shippingCurrency': {
    cs: 'Tento způsob dopravy není v této měně k dispozici.',
    sk: 'Tento spôsob dopravy nie je v tejto mene k dispozícii.',
    en: 'This shipping method is not available in this currency.',
  },
  'checkout.shippingFirst': {
    cs: 'Nejdřív zvolte způsob dopravy.',
    sk: 'Najprv zvoľte spôsob dopravy.',
    en: 'Choose a shipping method first.',
  },
  'checkout.unknownPickupPoint': {
    cs: 'Neznámé výdejní místo.',
    sk: 'Neznáme výdajné miesto.',
    en: 'Unknown pickup point.',
  },
  'checkout.foreignPickupPoint': {
    cs: 'Toto výdejní místo patří k jinému způsobu dopravy.',
    sk: 'Toto výdajné miesto patrí k inému spôsobu dopravy.',
    en: 'This pickup point belongs to another shipping method.',
  },
  'checkout.unknownPayment': {
    cs: 'Neznámý způsob platby.',
    sk: 'Neznámy spôsob platby.',
    en: 'Unknown payment method.',
  },
  'checkout.paymentCurrency': {
    cs: 'Tento způsob platby není v této měně k dispozici.',
    sk: 'Tento spôsob platby nie je v tejto mene k dispozícii.',
    en: 'This payment method is not available in this currency.',
  },
  'checkout.cardNotSetUp': {
    cs: 'Platba kartou není v tomto obchodě nastavena; zvolte jiný způsob platby.',
    sk: 'Platba kartou nie je v tomto obchode nastavená; zvoľte iný spôsob platby.',
    en: 'This card payment is not set up in this shop; choose another payment method.',
  },
  'checkout.billingOnly': {
    cs: 'Tento způsob dopravy doručuje jen na fakturační adresu.',
    sk: 'Tento spôsob dopravy doručuje len na fakturačnú adresu.',
    en: 'This shipping method delivers to the billing address only.',
  },
} as const;
