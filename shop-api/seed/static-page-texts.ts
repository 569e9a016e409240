import type { StaticPageRole } from '@contract/codes/static-page-roles';
import type { Localized } from './localized';

/**
 * The demo shop's static pages. Figures a shopper can check against the checkout (prices,
 * thresholds, deadlines, the address) are placeholders the API fills from the shop's data
 * (`shop-api/src/content/content-facts.ts`, docs/content.md), never typed in.
 */
export interface StaticPageDef {
  id: number;
  /** What the storefront links the page as (`staticPageRoles`); null: listed only. */
  role: StaticPageRole | null;
  name: Localized;
  content: Localized;
}

export const staticPageDefs: StaticPageDef[] = [
  {
    id: 1,
    role: null,
    name: { cs: 'O nás', sk: 'O nás', en: 'About us' },
    content: {
      cs: '<p>Jsme malý obchod s oblečením, obuví a doplňky pro každý den. Vybíráme značky, které vyrábějí poctivě a s ohledem na přírodu.</p><h2>Kde nás najdete</h2><p>{shop_name}, {shop_address}. Odtud odesíláme objednávky do celé Evropy.</p>',
      sk: '<p>Sme malý obchod s oblečením, obuvou a doplnkami na každý deň. Vyberáme značky, ktoré vyrábajú poctivo a s ohľadom na prírodu.</p><h2>Kde nás nájdete</h2><p>{shop_name}, {shop_address}. Odtiaľ odosielame objednávky do celej Európy.</p>',
      en: '<p>We are a small shop selling clothing, shoes and accessories for every day. We choose brands that make things honestly and with respect for nature.</p><h2>Where to find us</h2><p>{shop_name}, {shop_address}. From here we ship orders all over Europe.</p>',
    },
  },
  {
    id: 2,
    role: 'terms',
    name: { cs: 'Obchodní podmínky', sk: 'Obchodné podmienky', en: 'Terms and conditions' },
    content: {
      cs: '<h2>1. Úvodní ustanovení</h2><p>Tyto obchodní podmínky upravují vztahy mezi prodávajícím, společností {shop_name} se sídlem {shop_address}, a kupujícím při nákupu v našem internetovém obchodě.</p><h2>2. Objednávka</h2><p>Odesláním objednávky kupující potvrzuje, že se s podmínkami seznámil a souhlasí s nimi.</p><h2>3. Odstoupení od smlouvy</h2><p>Kupující může od smlouvy odstoupit do {withdrawal_days} dnů od převzetí zboží bez udání důvodu. Nepoužité zboží navíc bereme zpět do {goodwill_return_days} dnů od převzetí.</p><h2>4. Reklamace</h2><p>Vadné zboží lze reklamovat do {complaint_months} měsíců od převzetí.</p>',
      sk: '<h2>1. Úvodné ustanovenia</h2><p>Tieto obchodné podmienky upravujú vzťahy medzi predávajúcim, spoločnosťou {shop_name} so sídlom {shop_address}, a kupujúcim pri nákupe v našom internetovom obchode.</p><h2>2. Objednávka</h2><p>Odoslaním objednávky kupujúci potvrdzuje, že sa s podmienkami oboznámil a súhlasí s nimi.</p><h2>3. Odstúpenie od zmluvy</h2><p>Kupujúci môže od zmluvy odstúpiť do {withdrawal_days} dní od prevzatia tovaru bez udania dôvodu. Nepoužitý tovar navyše berieme späť do {goodwill_return_days} dní od prevzatia.</p><h2>4. Reklamácie</h2><p>Chybný tovar možno reklamovať do {complaint_months} mesiacov od prevzatia.</p>',
      en: '<h2>1. Introduction</h2><p>These terms and conditions govern the relationship between the seller, {shop_name}, {shop_address}, and the buyer when shopping in our online store.</p><h2>2. Orders</h2><p>By placing an order, the buyer confirms having read and accepted these terms.</p><h2>3. Withdrawal</h2><p>The buyer may withdraw from the contract within {withdrawal_days} days of receiving the goods without giving a reason. On top of that, we take back unused goods within {goodwill_return_days} days of delivery.</p><h2>4. Complaints</h2><p>A defect may be claimed within {complaint_months} months of delivery.</p>',
    },
  },
  {
    id: 3,
    role: 'shipping',
    name: { cs: 'Doprava a vrácení zboží', sk: 'Doprava a vrátenie tovaru', en: 'Shipping and returns' },
    content: {
      cs: '<h2>Doprava</h2>{shipping_methods}<p>Objednávky od {free_shipping_threshold} doručujeme zdarma.</p><h2>Vrácení zboží a reklamace</h2><p>Zboží koupené na dálku můžete bez udání důvodu vrátit do {withdrawal_days} dnů od převzetí. Nepoužité zboží od nás navíc bereme zpět do {goodwill_return_days} dnů od převzetí. Vadné zboží můžete reklamovat do {complaint_months} měsíců od převzetí.</p><ul><li>Máte účet? V detailu objednávky zvolte „Vrátit zboží“ nebo „Reklamovat“; stav vidíte v části <a href="/cs/zakaznik/vraceni-a-reklamace">Vrácení a reklamace</a>.</li><li>Nakupovali jste bez účtu? <a href="/cs/vraceni-a-reklamace">Vrácení nebo reklamaci zahájíte číslem objednávky a e-mailem</a>.</li></ul>',
      sk: '<h2>Doprava</h2>{shipping_methods}<p>Objednávky od {free_shipping_threshold} doručujeme zadarmo.</p><h2>Vrátenie tovaru a reklamácie</h2><p>Tovar kúpený na diaľku môžete bez udania dôvodu vrátiť do {withdrawal_days} dní od prevzatia. Nepoužitý tovar od nás navyše berieme späť do {goodwill_return_days} dní od prevzatia. Chybný tovar môžete reklamovať do {complaint_months} mesiacov od prevzatia.</p><ul><li>Máte účet? V detaile objednávky zvoľte „Vrátiť tovar“ alebo „Reklamovať“; stav vidíte v časti <a href="/sk/zakaznik/vratenia-a-reklamacie">Vrátenia a reklamácie</a>.</li><li>Nakupovali ste bez účtu? <a href="/sk/vratenie-a-reklamacie">Vrátenie alebo reklamáciu začnete číslom objednávky a e-mailom</a>.</li></ul>',
      en: '<h2>Shipping</h2>{shipping_methods}<p>Orders from {free_shipping_threshold} ship free.</p><h2>Returns and complaints</h2><p>You may withdraw from a purchase made at a distance and return the goods without giving a reason within {withdrawal_days} days of delivery. On top of that, we take back unused goods within {goodwill_return_days} days of delivery. You may claim a defect within {complaint_months} months of delivery.</p><ul><li>Have an account? Open the order and choose “Return goods” or “File a complaint”; follow them under <a href="/en/customer/returns-and-complaints">Returns and complaints</a>.</li><li>Bought without an account? <a href="/en/returns-and-complaints">Start a return or complaint with your order number and e-mail</a>.</li></ul>',
    },
  },
  {
    id: 4,
    role: 'privacy',
    name: { cs: 'Ochrana osobních údajů', sk: 'Ochrana osobných údajov', en: 'Privacy policy' },
    content: {
      cs: '<h2>Kdo údaje zpracovává</h2><p>Správcem osobních údajů je {shop_name}, {shop_address} ({shop_email}).</p><h2>Jaké údaje a proč</h2><p>Jméno, adresu, e-mail a telefon zpracováváme, abychom mohli vyřídit a doručit objednávku a vystavit fakturu. Novinky posíláme jen s vaším souhlasem, který můžete kdykoli odvolat.</p><h2>Vaše práva</h2><p>Máte právo na přístup ke svým údajům, jejich opravu či výmaz a právo podat stížnost u Úřadu pro ochranu osobních údajů.</p>',
      sk: '<h2>Kto údaje spracúva</h2><p>Prevádzkovateľom osobných údajov je {shop_name}, {shop_address} ({shop_email}).</p><h2>Aké údaje a prečo</h2><p>Meno, adresu, e-mail a telefón spracúvame, aby sme mohli vybaviť a doručiť objednávku a vystaviť faktúru. Novinky posielame len s vaším súhlasom, ktorý môžete kedykoľvek odvolať.</p><h2>Vaše práva</h2><p>Máte právo na prístup k svojim údajom, ich opravu či vymazanie a právo podať sťažnosť dozornému orgánu.</p>',
      en: '<h2>Who processes your data</h2><p>The controller of your personal data is {shop_name}, {shop_address} ({shop_email}).</p><h2>What data and why</h2><p>We process your name, address, e-mail and phone to handle and deliver your order and to issue its invoice. We send news only with your consent, which you can withdraw at any time.</p><h2>Your rights</h2><p>You have the right to access, correct or erase your data and to lodge a complaint with a supervisory authority.</p>',
    },
  },
];
