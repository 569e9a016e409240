import type { Locale } from '@contract/locale-codes';
import { mailGreeting } from '../mail/mail-greeting';

/**
 * Every word of the account mails (the welcome, the security notice) in each language. Like the
 * order confirmation's, a typed dictionary: a language without a key fails tsc.
 */
export interface AccountMailTexts {
  /** Intl locale for dates. */
  dateLocale: string;
  greeting(name: string): string;
  signature: string;
  /** Customer service, for whoever did not do what the mail reports. */
  contact(email: string, phone: string): string;
  welcome: {
    subject: string;
    preheader: string;
    registered(email: string): string;
    fromOrder(code: string, email: string): string;
    detailsKept: string;
    whatYouCanDo: string;
    newsletter: string;
    action: string;
    notYou: string;
  };
  security: {
    subject: Record<SecurityChange, string>;
    preheader: string;
    what: Record<SecurityChange, (email: string) => string>;
    when: string;
    sessions: string;
    ifYou: string;
    ifNotYou: string;
    action: string;
    footnote: string;
  };
}

/** What happened to the password: changed in the account with the old one, or set with an e-mailed link. */
export type SecurityChange = 'changed' | 'reset';

const cs: AccountMailTexts = {
  dateLocale: 'cs-CZ',
  greeting: (name) => mailGreeting('cs', name),
  signature: 'Tým Lumen Store',
  contact: (email, phone) => `Napište nám na ${email} nebo zavolejte na ${phone}.`,
  welcome: {
    subject: 'Vítejte v Lumen Store – váš účet je připravený',
    preheader: 'Váš zákaznický účet v Lumen Store je připravený.',
    registered: (email) => `děkujeme za registraci. Váš účet je připravený, přihlásíte se e-mailem ${email}.`,
    fromOrder: (code, email) =>
      `s objednávkou č. ${code} jsme vám založili zákaznický účet. Přihlásíte se e-mailem ${email} a heslem, které jste si zvolili.`,
    detailsKept: 'Telefon a adresy z objednávky jsme uložili do vašeho adresáře, příště je nemusíte vypisovat.',
    whatYouCanDo: 'V účtu najdete své objednávky a faktury, oblíbené produkty a věrnostní kredity.',
    newsletter: 'O newsletter jste požádali: potvrďte ho odkazem v samostatném e-mailu, který jsme vám právě poslali.',
    action: 'Přejít do účtu',
    notYou: 'Pokud jste si účet nezakládali, dejte nám vědět.',
  },
  security: {
    subject: { changed: 'Heslo k vašemu účtu bylo změněno', reset: 'Heslo k vašemu účtu bylo obnoveno' },
    preheader: 'Bezpečnostní upozornění k vašemu účtu v Lumen Store.',
    what: {
      changed: (email) => `heslo k vašemu účtu ${email} bylo právě změněno v nastavení účtu.`,
      reset: (email) => `heslo k vašemu účtu ${email} bylo právě nastaveno znovu odkazem, který přišel na tuto adresu.`,
    },
    when: 'Kdy',
    sessions: 'Všechna ostatní zařízení přihlášená k vašemu účtu jsme odhlásili.',
    ifYou: 'Pokud jste to byli vy, nemusíte nic dělat.',
    ifNotYou:
      'Pokud ne, nechte si hned poslat nové heslo: na stránce přihlášení zvolte „Zapomněli jste heslo?“. A dejte nám vědět.',
    action: 'Přejít na přihlášení',
    footnote: 'Z bezpečnostních důvodů tento e-mail neobsahuje vaše heslo ani odkaz, kterým by šlo heslo změnit.',
  },
};

const sk: AccountMailTexts = {
  dateLocale: 'sk-SK',
  greeting: (name) => mailGreeting('sk', name),
  signature: 'Tím Lumen Store',
  contact: (email, phone) => `Napíšte nám na ${email} alebo zavolajte na ${phone}.`,
  welcome: {
    subject: 'Vitajte v Lumen Store – váš účet je pripravený',
    preheader: 'Váš zákaznícky účet v Lumen Store je pripravený.',
    registered: (email) => `ďakujeme za registráciu. Váš účet je pripravený, prihlásite sa e-mailom ${email}.`,
    fromOrder: (code, email) =>
      `s objednávkou č. ${code} sme vám založili zákaznícky účet. Prihlásite sa e-mailom ${email} a heslom, ktoré ste si zvolili.`,
    detailsKept: 'Telefón a adresy z objednávky sme uložili do vášho adresára, nabudúce ich nemusíte vypisovať.',
    whatYouCanDo: 'V účte nájdete svoje objednávky a faktúry, obľúbené produkty a vernostné kredity.',
    newsletter: 'O newsletter ste požiadali: potvrďte ho odkazom v samostatnom e-maile, ktorý sme vám práve poslali.',
    action: 'Prejsť do účtu',
    notYou: 'Ak ste si účet nezakladali, dajte nám vedieť.',
  },
  security: {
    subject: { changed: 'Heslo k vášmu účtu bolo zmenené', reset: 'Heslo k vášmu účtu bolo obnovené' },
    preheader: 'Bezpečnostné upozornenie k vášmu účtu v Lumen Store.',
    what: {
      changed: (email) => `heslo k vášmu účtu ${email} bolo práve zmenené v nastaveniach účtu.`,
      reset: (email) => `heslo k vášmu účtu ${email} bolo práve nastavené znova odkazom, ktorý prišiel na túto adresu.`,
    },
    when: 'Kedy',
    sessions: 'Všetky ostatné zariadenia prihlásené k vášmu účtu sme odhlásili.',
    ifYou: 'Ak ste to boli vy, nemusíte nič robiť.',
    ifNotYou:
      'Ak nie, nechajte si hneď poslať nové heslo: na stránke prihlásenia zvoľte „Zabudli ste heslo?“. A dajte nám vedieť.',
    action: 'Prejsť na prihlásenie',
    footnote: 'Z bezpečnostných dôvodov tento e-mail neobsahuje vaše heslo ani odkaz, ktorým by sa dalo heslo zmeniť.',
  },
};

const en: AccountMailTexts = {
  dateLocale: 'en-GB',
  greeting: (name) => mailGreeting('en', name),
  signature: 'The Lumen Store team',
  contact: (email, phone) => `Write to us at ${email} or call ${phone}.`,
  welcome: {
    subject: 'Welcome to Lumen Store – your account is ready',
    preheader: 'Your Lumen Store customer account is ready.',
    registered: (email) => `thank you for registering. Your account is ready: sign in with ${email}.`,
    fromOrder: (code, email) =>
      `we created your customer account with order ${code}. Sign in with ${email} and the password you chose.`,
    detailsKept:
      'Your phone and the order’s addresses are saved in your address book, so you need not type them again.',
    whatYouCanDo: 'Your account shows your orders and invoices, your favourite products and your loyalty credits.',
    newsletter: 'You asked for our newsletter: confirm it with the link in the separate e-mail we have just sent you.',
    action: 'Go to my account',
    notYou: 'If you did not create this account, please let us know.',
  },
  security: {
    subject: { changed: 'Your password was changed', reset: 'Your password was reset' },
    preheader: 'A security notice about your Lumen Store account.',
    what: {
      changed: (email) => `the password of your account ${email} has just been changed in the account’s settings.`,
      reset: (email) =>
        `the password of your account ${email} has just been set anew with a link sent to this address.`,
    },
    when: 'When',
    sessions: 'Every other device signed in to your account has been signed out.',
    ifYou: 'If this was you, there is nothing more to do.',
    ifNotYou:
      'If it was not you, ask for a new password at once: choose “Forgotten password?” on the sign-in page. And let us know.',
    action: 'Go to the sign-in page',
    footnote: 'For your safety this e-mail contains neither your password nor a link that could change it.',
  },
};

export const accountMailTexts: Record<Locale, AccountMailTexts> = { cs, sk, en };
