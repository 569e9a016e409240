/** Sign-in, sessions, accounts, third-party sign-in and the attempt limits. */
export const authTexts = {
  'auth.tooManyAttempts': {
    cs: 'Příliš mnoho pokusů: zkuste to znovu za {seconds} s.',
    sk: 'Príliš veľa pokusov: skúste to znova o {seconds} s.',
    en: 'Too many attempts: try again in {seconds} seconds.',
  },
  'auth.loginFailed': {
    cs: 'E-mail nebo heslo není správné.',
    sk: 'E-mail alebo heslo nie je správne.',
    en: 'The e-mail or the password is wrong.',
  },
  'auth.blocked': {
    cs: 'Tento účet je zablokovaný nebo neaktivní.',
    sk: 'Tento účet je zablokovaný alebo neaktívny.',
    en: 'This account is blocked or inactive.',
  },
  'auth.emailTaken': {
    cs: 'Účet s tímto e-mailem už existuje: přihlaste se.',
    sk: 'Účet s týmto e-mailom už existuje: prihláste sa.',
    en: 'An account with this e-mail already exists: sign in instead.',
  },
  'auth.accountGone': { cs: 'Účet už neexistuje.', sk: 'Účet už neexistuje.', en: 'The account no longer exists.' },
  'auth.bearerFormat': {
    cs: 'Pošlete přístupový token jako „Authorization: Bearer <token>“.',
    sk: 'Pošlite prístupový token ako „Authorization: Bearer <token>“.',
    en: 'Send the access token as "Authorization: Bearer <token>".',
  },
  'auth.tokenUnknown': {
    cs: 'Přístupový token je neznámý, prošlý nebo zrušený: obnovte relaci.',
    sk: 'Prístupový token je neznámy, expirovaný alebo zrušený: obnovte reláciu.',
    en: 'The access token is unknown, expired or revoked: refresh the session.',
  },
  'auth.resetLinkInvalid': {
    cs: 'Tento odkaz už neplatí: požádejte o nový.',
    sk: 'Tento odkaz už neplatí: požiadajte o nový.',
    en: 'This link is not valid any more: ask for a new one.',
  },
  'auth.resetLinkSent': {
    cs: 'Pokud k adrese existuje účet, posíláme na ni odkaz pro nastavení nového hesla.',
    sk: 'Ak k adrese existuje účet, posielame na ňu odkaz na nastavenie nového hesla.',
    en: 'If the address has an account, a link to choose a new password is on its way.',
  },
  'auth.sessionEnded': {
    cs: 'Relace skončila nebo obnovovací token neplatí: přihlaste se znovu.',
    sk: 'Relácia skončila alebo obnovovací token neplatí: prihláste sa znova.',
    en: 'The session has ended or the refresh token is not valid: sign in again.',
  },
  'auth.refreshRotated': {
    cs: 'Tento obnovovací token právě vyměnil jiný požadavek: použijte nový token z jeho odpovědi.',
    sk: 'Tento obnovovací token práve vymenila iná požiadavka: použite nový token z jej odpovede.',
    en: 'This refresh token was just rotated by another request: use the new token it answered.',
  },
  'auth.refreshReused': {
    cs: 'Tento obnovovací token už byl použit: relace byla z bezpečnostních důvodů ukončena.',
    sk: 'Tento obnovovací token už bol použitý: relácia bola z bezpečnostných dôvodov ukončená.',
    en: 'This refresh token was already used: the session is ended for safety.',
  },
  'auth.wrongPassword': {
    cs: 'Současné heslo není správné.',
    sk: 'Súčasné heslo nie je správne.',
    en: 'The current password is not right.',
  },
  'auth.providerUnknown': {
    cs: 'Tento obchod přihlášení přes tohoto poskytovatele nenabízí.',
    sk: 'Tento obchod prihlásenie cez tohto poskytovateľa neponúka.',
    en: 'This shop does not offer sign-in through this provider.',
  },
  'auth.returnUrl': {
    cs: 'Návratová adresa není na webu obchodu.',
    sk: 'Návratová adresa nie je na webe obchodu.',
    en: 'The return URL is not on the storefront.',
  },
  'auth.returnUrlField': {
    cs: 'Návratová adresa musí být stránkou webu tohoto obchodu.',
    sk: 'Návratová adresa musí byť stránkou webu tohto obchodu.',
    en: 'The return URL must be a page of this shop’s storefront.',
  },
  'auth.signInExpired': {
    cs: 'Toto přihlášení vypršelo nebo už bylo použito: začněte znovu.',
    sk: 'Toto prihlásenie vypršalo alebo už bolo použité: začnite znova.',
    en: 'This sign-in expired or was already used: start it again.',
  },
  'auth.emailUnverified': {
    cs: 'Účet s tímto e-mailem existuje, ale poskytovatel e-mail neověřil: přihlaste se heslem.',
    sk: 'Účet s týmto e-mailom existuje, ale poskytovateľ e-mail neoveril: prihláste sa heslom.',
    en: 'An account with this e-mail exists, but the provider has not verified the e-mail: sign in with your password.',
  },
  'auth.accountJustMade': {
    cs: 'Účet s tímto e-mailem právě vznikl: zkuste to znovu.',
    sk: 'Účet s týmto e-mailom práve vznikol: skúste to znova.',
    en: 'An account with this e-mail was just made: try again.',
  },
  'auth.providerUnreachable': {
    cs: 'Poskytovatel přihlášení není dostupný: zkuste to později.',
    sk: 'Poskytovateľ prihlásenia nie je dostupný: skúste to neskôr.',
    en: 'The sign-in provider cannot be reached: try again later.',
  },
  'auth.providerRefused': {
    cs: 'Poskytovatel toto přihlášení nepřijal: začněte znovu.',
    sk: 'Poskytovateľ toto prihlásenie neprijal: začnite znova.',
    en: 'The provider did not accept this sign-in: start it again.',
  },
  'auth.signInNeeded': {
    cs: 'Přihlaste se: tato akce potřebuje přístupový token zákazníka.',
    sk: 'Prihláste sa: táto akcia potrebuje prístupový token zákazníka.',
    en: 'Sign in: this call needs a customer’s access token.',
  },
} as const;
