/** Vouchers: why a code does not apply, and the guessing limit. */
export const voucherTexts = {
  'voucher.unknown': {
    cs: 'Tento slevový kód neznáme.',
    sk: 'Tento zľavový kód nepoznáme.',
    en: 'We do not know this voucher code.',
  },
  'voucher.alreadyApplied': {
    cs: 'Tento slevový kód už je uplatněný.',
    sk: 'Tento zľavový kód už je uplatnený.',
    en: 'This voucher is already applied.',
  },
  'voucher.onlyOne': {
    cs: 'Na objednávku lze uplatnit jen jeden slevový kód: nejdřív odeberte {code}.',
    sk: 'Na objednávku možno uplatniť len jeden zľavový kód: najprv odoberte {code}.',
    en: 'Only one voucher per order: remove {code} first.',
  },
  'voucher.inactive': {
    cs: 'Tento slevový kód není platný.',
    sk: 'Tento zľavový kód nie je platný.',
    en: 'This voucher code is not valid.',
  },
  'voucher.notYetValid': {
    cs: 'Tento slevový kód ještě neplatí.',
    sk: 'Tento zľavový kód ešte neplatí.',
    en: 'This voucher is not valid yet.',
  },
  'voucher.expired': {
    cs: 'Platnost tohoto slevového kódu vypršela.',
    sk: 'Platnosť tohto zľavového kódu vypršala.',
    en: 'This voucher has expired.',
  },
  'voucher.usedUp': {
    cs: 'Tento slevový kód už byl vyčerpán.',
    sk: 'Tento zľavový kód už bol vyčerpaný.',
    en: 'This voucher has been used up.',
  },
  'voucher.emptyCart': {
    cs: 'Než uplatníte slevový kód, vložte něco do košíku.',
    sk: 'Skôr než uplatníte zľavový kód, vložte niečo do košíka.',
    en: 'Add something to the cart before using a voucher.',
  },
  'voucher.currency': {
    cs: 'Tento slevový kód nelze použít při placení v {currency}.',
    sk: 'Tento zľavový kód nemožno použiť pri platbe v {currency}.',
    en: 'This voucher cannot be used when paying in {currency}.',
  },
  'voucher.minimum': {
    cs: 'Tento slevový kód platí pro objednávky od {minimum}.',
    sk: 'Tento zľavový kód platí pre objednávky od {minimum}.',
    en: 'This voucher applies to orders from {minimum}.',
  },
  'voucher.named': { cs: '{code}: {reason}', sk: '{code}: {reason}', en: '{code}: {reason}' },
  'voucher.tooManyTries': {
    cs: 'Příliš mnoho neplatných slevových kódů. Zkuste to znovu za {seconds} s.',
    sk: 'Príliš veľa neplatných zľavových kódov. Skúste to znova o {seconds} s.',
    en: 'Too many invalid voucher codes: try again in {seconds} seconds.',
  },
  'voucher.goneAtOrder': {
    cs: 'Slevový kód {code} byl vyčerpán nebo už neplatí.',
    sk: 'Zľavový kód {code} bol vyčerpaný alebo už neplatí.',
    en: 'The voucher {code} has been used up or is no longer valid.',
  },
  'voucher.goneAtOrderAll': {
    cs: 'Slevový kód v košíku už nelze použít; odeberte ho a objednejte znovu.',
    sk: 'Zľavový kód v košíku už nemožno použiť; odoberte ho a objednajte znova.',
    en: 'A voucher of this cart can no longer be used; remove it and order again.',
  },
} as const;
