import type { Locale } from '@contract';
import type { PaymentGateway, PaymentStateValue } from '@contract/calls/payments';

/** The sandbox pay pages' words in the payment's language. */
export interface SandboxTexts {
  badge: string;
  title: (gateway: string, code: string) => string;
  heading: (code: string) => string;
  amount: string;
  card: string;
  testCard: string;
  pay: (amount: string) => string;
  cancel: string;
  fail: string;
  failHint: string;
  states: Record<Exclude<PaymentStateValue, 'created'>, string>;
  back: string;
  returning: string;
  notFoundTitle: string;
  notFound: string;
}

export const gatewayLabels: Record<PaymentGateway, string> = { gopay: 'GoPay', csob: 'ČSOB' };

export const sandboxTexts: Record<Locale, SandboxTexts> = {
  cs: {
    badge: 'Testovací platební brána – žádné peníze se nepohnou',
    title: (gateway, code) => `${gateway} (test) – platba objednávky ${code}`,
    heading: (code) => `Platba objednávky ${code}`,
    amount: 'Částka',
    card: 'Karta',
    testCard: 'Testovací karta 4111 1111 1111 1111, platnost 12/30, CVC 123',
    pay: (amount) => `Zaplatit ${amount}`,
    cancel: 'Zrušit platbu',
    fail: 'Nasimulovat zamítnutou platbu',
    failHint: 'Tlačítka nahrazují formulář karty: zvolte, jak má platba dopadnout.',
    states: {
      paid: 'Tato platba je zaplacena.',
      cancelled: 'Tato platba byla zrušena.',
      failed: 'Tato platba byla zamítnuta.',
    },
    back: 'Zpět do obchodu',
    returning: 'Vracíme vás do obchodu…',
    notFoundTitle: 'Platba nenalezena',
    notFound: 'Takovou platbu neznáme. Vraťte se do obchodu a zkuste zaplatit znovu.',
  },
  sk: {
    badge: 'Testovacia platobná brána – žiadne peniaze sa nepohnú',
    title: (gateway, code) => `${gateway} (test) – platba objednávky ${code}`,
    heading: (code) => `Platba objednávky ${code}`,
    amount: 'Suma',
    card: 'Karta',
    testCard: 'Testovacia karta 4111 1111 1111 1111, platnosť 12/30, CVC 123',
    pay: (amount) => `Zaplatiť ${amount}`,
    cancel: 'Zrušiť platbu',
    fail: 'Nasimulovať zamietnutú platbu',
    failHint: 'Tlačidlá nahrádzajú formulár karty: zvoľte, ako má platba dopadnúť.',
    states: {
      paid: 'Táto platba je zaplatená.',
      cancelled: 'Táto platba bola zrušená.',
      failed: 'Táto platba bola zamietnutá.',
    },
    back: 'Späť do obchodu',
    returning: 'Vraciame vás do obchodu…',
    notFoundTitle: 'Platba nenájdená',
    notFound: 'Takúto platbu nepoznáme. Vráťte sa do obchodu a skúste zaplatiť znova.',
  },
  en: {
    badge: 'Test payment gateway – no money moves',
    title: (gateway, code) => `${gateway} (test) – payment of order ${code}`,
    heading: (code) => `Payment of order ${code}`,
    amount: 'Amount',
    card: 'Card',
    testCard: 'Test card 4111 1111 1111 1111, expires 12/30, CVC 123',
    pay: (amount) => `Pay ${amount}`,
    cancel: 'Cancel the payment',
    fail: 'Simulate a declined payment',
    failHint: 'The buttons stand in for the card form: choose how the payment ends.',
    states: {
      paid: 'This payment has been paid.',
      cancelled: 'This payment has been cancelled.',
      failed: 'This payment has been declined.',
    },
    back: 'Back to the shop',
    returning: 'Taking you back to the shop…',
    notFoundTitle: 'Payment not found',
    notFound: 'We do not know this payment. Go back to the shop and try paying again.',
  },
};
