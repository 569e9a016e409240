import type { ComplaintState } from '@contract/codes/complaints';
import type { RefundState } from '@contract/codes/returns';
import type { Locale } from '@contract/locale-codes';

/** The words of the return and complaint mails in each language (docs/returns-and-complaints.md, "Mails"). */

export type AfterSaleKind = 'refund' | 'complaint';

interface KindTexts {
  noun: string;
  receivedSubject: string;
  receivedBody: string;
  slipAction: string;
  stateSubject: string;
  stateBody: string;
}

interface LocaleTexts {
  signOff: string;
  note: string;
  resolveBy: string;
  moneySubject: string;
  moneyToAccount: string;
  moneyToCard: string;
  moneyArrives: string;
  creditsBack: string;
  kinds: Record<AfterSaleKind, KindTexts>;
  refundStates: Record<RefundState, string>;
  complaintStates: Record<ComplaintState, string>;
}

export const afterSaleTexts: Record<Locale, LocaleTexts> = {
  cs: {
    signOff: 'Tým Lumen Store',
    note: 'Poznámka',
    resolveBy: 'Reklamaci vyřídíme nejpozději {date}.',
    moneySubject: 'Peníze za {doc} jsme odeslali',
    moneyToAccount: 'částku {amount} jsme dnes odeslali na váš účet {account}.',
    moneyToCard: 'částku {amount} jsme dnes vrátili na kartu, kterou jste platili.',
    moneyArrives: 'Na účtu ji obvykle uvidíte do 3 pracovních dnů.',
    creditsBack: 'Část, kterou jste zaplatili věrnostními kredity, jsme vrátili na váš kreditní účet: {credits}.',
    kinds: {
      refund: {
        noun: 'vrácení',
        receivedSubject: 'Vrácení {doc} jsme přijali',
        receivedBody:
          'vrácení zboží z objednávky {order} jsme zaevidovali pod číslem {doc}. Vytiskněte si štítek, přiložte ho do balíku a pošlete zboží zvoleným způsobem.',
        slipAction: 'Vytisknout štítek',
        stateSubject: 'Vrácení {doc}: {state}',
        stateBody: 'stav vašeho vrácení {doc} z objednávky {order} se změnil: {state}.',
      },
      complaint: {
        noun: 'reklamace',
        receivedSubject: 'Reklamaci {doc} jsme přijali',
        receivedBody:
          'reklamaci zboží z objednávky {order} jsme zaevidovali pod číslem {doc}. Vytiskněte si reklamační list a přiložte ho k zboží.',
        slipAction: 'Vytisknout reklamační list',
        stateSubject: 'Reklamace {doc}: {state}',
        stateBody: 'stav vaší reklamace {doc} z objednávky {order} se změnil: {state}.',
      },
    },
    refundStates: {
      draft: 'rozpracováno',
      submitted: 'odesláno',
      received: 'zboží jsme převzali',
      approved: 'schváleno',
      rejected: 'zamítnuto',
      refunded: 'peníze odeslány',
      cancelled: 'zrušeno',
    },
    complaintStates: {
      draft: 'rozpracováno',
      submitted: 'podáno',
      received: 'zboží jsme převzali',
      accepted: 'uznáno',
      rejected: 'zamítnuto',
      resolved: 'vyřízeno',
      refunded: 'peníze odeslány',
      cancelled: 'zrušeno',
    },
  },
  sk: {
    signOff: 'Tím Lumen Store',
    note: 'Poznámka',
    resolveBy: 'Reklamáciu vybavíme najneskôr {date}.',
    moneySubject: 'Peniaze za {doc} sme odoslali',
    moneyToAccount: 'sumu {amount} sme dnes odoslali na váš účet {account}.',
    moneyToCard: 'sumu {amount} sme dnes vrátili na kartu, ktorou ste platili.',
    moneyArrives: 'Na účte ju zvyčajne uvidíte do 3 pracovných dní.',
    creditsBack: 'Časť, ktorú ste zaplatili vernostnými kreditmi, sme vrátili na váš kreditný účet: {credits}.',
    kinds: {
      refund: {
        noun: 'vrátenie',
        receivedSubject: 'Vrátenie {doc} sme prijali',
        receivedBody:
          'vrátenie tovaru z objednávky {order} sme zaevidovali pod číslom {doc}. Vytlačte si štítok, priložte ho do balíka a pošlite tovar zvoleným spôsobom.',
        slipAction: 'Vytlačiť štítok',
        stateSubject: 'Vrátenie {doc}: {state}',
        stateBody: 'stav vášho vrátenia {doc} z objednávky {order} sa zmenil: {state}.',
      },
      complaint: {
        noun: 'reklamácia',
        receivedSubject: 'Reklamáciu {doc} sme prijali',
        receivedBody:
          'reklamáciu tovaru z objednávky {order} sme zaevidovali pod číslom {doc}. Vytlačte si reklamačný list a priložte ho k tovaru.',
        slipAction: 'Vytlačiť reklamačný list',
        stateSubject: 'Reklamácia {doc}: {state}',
        stateBody: 'stav vašej reklamácie {doc} z objednávky {order} sa zmenil: {state}.',
      },
    },
    refundStates: {
      draft: 'rozpracované',
      submitted: 'odoslané',
      received: 'tovar sme prevzali',
      approved: 'schválené',
      rejected: 'zamietnuté',
      refunded: 'peniaze odoslané',
      cancelled: 'zrušené',
    },
    complaintStates: {
      draft: 'rozpracovaná',
      submitted: 'podaná',
      received: 'tovar sme prevzali',
      accepted: 'uznaná',
      rejected: 'zamietnutá',
      resolved: 'vybavená',
      refunded: 'peniaze odoslané',
      cancelled: 'zrušená',
    },
  },
  en: {
    signOff: 'The Lumen Store team',
    note: 'Note',
    resolveBy: 'We will settle it by {date} at the latest.',
    moneySubject: 'We have sent the money for {doc}',
    moneyToAccount: 'today we sent {amount} to your account {account}.',
    moneyToCard: 'today we returned {amount} to the card you paid with.',
    moneyArrives: 'It usually shows on your account within 3 working days.',
    creditsBack: 'The part you paid with loyalty credits is back on your credit account: {credits}.',
    kinds: {
      refund: {
        noun: 'return',
        receivedSubject: 'We have your return {doc}',
        receivedBody:
          'we have registered the return of goods from order {order} as {doc}. Print the slip, put it in the parcel and send the goods the way you chose.',
        slipAction: 'Print the slip',
        stateSubject: 'Return {doc}: {state}',
        stateBody: 'your return {doc} from order {order} has moved on: {state}.',
      },
      complaint: {
        noun: 'complaint',
        receivedSubject: 'We have your complaint {doc}',
        receivedBody:
          'we have registered your complaint about goods from order {order} as {doc}. Print the complaint form and put it in with the goods.',
        slipAction: 'Print the complaint form',
        stateSubject: 'Complaint {doc}: {state}',
        stateBody: 'your complaint {doc} from order {order} has moved on: {state}.',
      },
    },
    refundStates: {
      draft: 'being filled in',
      submitted: 'sent',
      received: 'goods received',
      approved: 'approved',
      rejected: 'rejected',
      refunded: 'money sent',
      cancelled: 'cancelled',
    },
    complaintStates: {
      draft: 'being filled in',
      submitted: 'filed',
      received: 'goods received',
      accepted: 'accepted',
      rejected: 'rejected',
      resolved: 'settled',
      refunded: 'money sent',
      cancelled: 'cancelled',
    },
  },
};

/** `{name}` placeholders filled in. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
