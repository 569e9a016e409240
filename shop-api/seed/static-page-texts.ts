import type { Localized } from './localized';

export interface StaticPageDef {
  id: number;
  key: 'about' | 'terms' | 'shipping';
  name: Localized;
  content: Localized;
}

export const staticPageDefs: StaticPageDef[] = [
  {
    id: 1,
    key: 'about',
    name: { cs: 'O nás', sk: 'O nás', en: 'About us' },
    content: {
      cs: '<p>Jsme malý obchod s oblečením, obuví a doplňky pro každý den. Vybíráme značky, které vyrábějí poctivě a s ohledem na přírodu.</p><h2>Kde nás najdete</h2><p>Sídlíme v Brně, odkud odesíláme objednávky do celé Evropy.</p>',
      sk: '<p>Sme malý obchod s oblečením, obuvou a doplnkami na každý deň. Vyberáme značky, ktoré vyrábajú poctivo a s ohľadom na prírodu.</p><h2>Kde nás nájdete</h2><p>Sídlime v Brne, odkiaľ odosielame objednávky do celej Európy.</p>',
      en: '<p>We are a small shop selling clothing, shoes and accessories for every day. We choose brands that make things honestly and with respect for nature.</p><h2>Where to find us</h2><p>We are based in Brno and ship orders all over Europe.</p>',
    },
  },
  {
    id: 2,
    key: 'terms',
    name: { cs: 'Obchodní podmínky', sk: 'Obchodné podmienky', en: 'Terms and conditions' },
    content: {
      cs: '<h2>1. Úvodní ustanovení</h2><p>Tyto obchodní podmínky upravují vztahy mezi prodávajícím a kupujícím při nákupu v našem internetovém obchodě.</p><h2>2. Objednávka</h2><p>Odesláním objednávky kupující potvrzuje, že se s podmínkami seznámil a souhlasí s nimi.</p><h2>3. Odstoupení od smlouvy</h2><p>Kupující může od smlouvy odstoupit do 14 dnů od převzetí zboží bez udání důvodu.</p>',
      sk: '<h2>1. Úvodné ustanovenia</h2><p>Tieto obchodné podmienky upravujú vzťahy medzi predávajúcim a kupujúcim pri nákupe v našom internetovom obchode.</p><h2>2. Objednávka</h2><p>Odoslaním objednávky kupujúci potvrdzuje, že sa s podmienkami oboznámil a súhlasí s nimi.</p><h2>3. Odstúpenie od zmluvy</h2><p>Kupujúci môže od zmluvy odstúpiť do 14 dní od prevzatia tovaru bez udania dôvodu.</p>',
      en: '<h2>1. Introduction</h2><p>These terms and conditions govern the relationship between the seller and the buyer when shopping in our online store.</p><h2>2. Orders</h2><p>By placing an order, the buyer confirms having read and accepted these terms.</p><h2>3. Withdrawal</h2><p>The buyer may withdraw from the contract within 14 days of receiving the goods without giving a reason.</p>',
    },
  },
  {
    id: 3,
    key: 'shipping',
    name: { cs: 'Doprava a vrácení zboží', sk: 'Doprava a vrátenie tovaru', en: 'Shipping and returns' },
    content: {
      cs: '<h2>Doprava</h2><ul><li>Zásilkovna – 79 Kč</li><li>Česká pošta – 119 Kč</li><li>PPL na adresu – 129 Kč</li></ul><p>Nad 1 500 Kč doručujeme zdarma.</p><h2>Vrácení zboží a reklamace</h2><p>Zboží koupené na dálku můžete bez udání důvodu vrátit do 14 dnů od převzetí. Vadné zboží můžete reklamovat do 24 měsíců od převzetí.</p><ul><li>Máte účet? V detailu objednávky zvolte „Vrátit zboží“ nebo „Reklamovat“; stav vidíte v části <a href="/cs/zakaznik/vraceni-a-reklamace">Vrácení a reklamace</a>.</li><li>Nakupovali jste bez účtu? <a href="/cs/vraceni-a-reklamace">Vrácení nebo reklamaci zahájíte číslem objednávky a e-mailem</a>.</li></ul>',
      sk: '<h2>Doprava</h2><ul><li>Packeta – 3,50 €</li><li>Slovenská pošta – 4,90 €</li><li>Kuriér na adresu – 5,50 €</li></ul><p>Nad 60 € doručujeme zadarmo.</p><h2>Vrátenie tovaru a reklamácie</h2><p>Tovar kúpený na diaľku môžete bez udania dôvodu vrátiť do 14 dní od prevzatia. Chybný tovar môžete reklamovať do 24 mesiacov od prevzatia.</p><ul><li>Máte účet? V detaile objednávky zvoľte „Vrátiť tovar“ alebo „Reklamovať“; stav vidíte v časti <a href="/sk/zakaznik/vratenia-a-reklamacie">Vrátenia a reklamácie</a>.</li><li>Nakupovali ste bez účtu? <a href="/sk/vratenie-a-reklamacie">Vrátenie alebo reklamáciu začnete číslom objednávky a e-mailom</a>.</li></ul>',
      en: '<h2>Shipping</h2><ul><li>Packeta pick-up point – €3.50</li><li>Czech Post – €4.90</li><li>Courier to your door – €5.50</li></ul><p>Orders over €60 ship free.</p><h2>Returns and complaints</h2><p>You may withdraw from a purchase made at a distance and return the goods without giving a reason within 14 days of delivery. You may claim a defect within 24 months of delivery.</p><ul><li>Have an account? Open the order and choose “Return goods” or “File a complaint”; follow them under <a href="/en/customer/returns-and-complaints">Returns and complaints</a>.</li><li>Bought without an account? <a href="/en/returns-and-complaints">Start a return or complaint with your order number and e-mail</a>.</li></ul>',
    },
  },
];
