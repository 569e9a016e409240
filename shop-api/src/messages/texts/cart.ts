/** The cart: adding items, stock, the guest cap, credits, access. */
export const cartTexts = {
  'cart.unknownProduct': { cs: 'Neznámý produkt.', sk: 'Neznámy produkt.', en: 'Unknown product.' },
  'cart.chooseVariation': {
    cs: 'Vyberte variantu tohoto produktu.',
    sk: 'Vyberte variant tohto produktu.',
    en: 'Choose a variation of this product.',
  },
  'cart.noVariations': {
    cs: 'Tento produkt nemá varianty.',
    sk: 'Tento produkt nemá varianty.',
    en: 'This product has no variations.',
  },
  'cart.foreignVariation': {
    cs: 'Tato varianta k produktu nepatří.',
    sk: 'Tento variant k produktu nepatrí.',
    en: 'This variation does not belong to the product.',
  },
  'cart.cannotBuy': {
    cs: 'Tento produkt nelze koupit.',
    sk: 'Tento produkt nie je možné kúpiť.',
    en: 'This product cannot be bought.',
  },
  'cart.purchaseLimit': {
    cs: 'Tohoto produktu můžete koupit nejvýše {limit} ks.',
    sk: 'Tohto produktu môžete kúpiť najviac {limit} ks.',
    en: 'You can buy at most {limit} of this product.',
  },
  'cart.purchaseLimitInCart': {
    cs: 'Tohoto produktu můžete koupit nejvýše {limit} ks. V košíku už máte {inCart} ks.',
    sk: 'Tohto produktu môžete kúpiť najviac {limit} ks. V košíku už máte {inCart} ks.',
    en: 'You can buy at most {limit} of this product. Your cart already has {inCart}.',
  },
  'cart.soldOut': {
    cs: 'Tento produkt je vyprodaný.',
    sk: 'Tento produkt je vypredaný.',
    en: 'This product is sold out.',
  },
  'cart.onlyAvailable': {
    cs: 'Dostupné jsou jen {available} ks.',
    sk: 'Dostupné sú len {available} ks.',
    en: 'Only {available} available.',
  },
  'cart.onlyAvailableInCart': {
    cs: 'Dostupné jsou jen {available} ks. V košíku už máte {inCart} ks.',
    sk: 'Dostupné sú len {available} ks. V košíku už máte {inCart} ks.',
    en: 'Only {available} available. Your cart already has {inCart}.',
  },
  'cart.guestCap': {
    cs: 'Bez přihlášení si do košíku odložíte nejvýše {units} ks tohoto zboží, protože ho zbývá málo. Přihlaste se a koupíte víc.',
    sk: 'Bez prihlásenia si do košíka odložíte najviac {units} ks tohto tovaru, pretože ho zostáva málo. Prihláste sa a kúpite viac.',
    en: 'Without signing in, a cart can hold at most {units} of this product while few are left. Sign in to buy more.',
  },
  'cart.guestCapNone': {
    cs: 'Košíky bez přihlášení z vašeho připojení už drží tolik kusů tohoto zboží, kolik dovolujeme, protože ho zbývá málo. Přihlaste se a koupíte ho.',
    sk: 'Košíky bez prihlásenia z vášho pripojenia už držia toľko kusov tohto tovaru, koľko dovoľujeme, pretože ho zostáva málo. Prihláste sa a kúpite ho.',
    en: 'Carts without an account on your connection already hold as many of this product as we allow while few are left. Sign in to buy it.',
  },
  'cart.leftInStock': {
    cs: 'Skladem zbývá jen {available} ks.',
    sk: 'Na sklade zostáva len {available} ks.',
    en: 'Only {available} left in stock.',
  },
  'cart.outOfStock': {
    cs: 'Některé položky už nejsou skladem.',
    sk: 'Niektoré položky už nie sú na sklade.',
    en: 'Some items are no longer in stock.',
  },
  'cart.giftFollows': {
    cs: 'Dárek se přidává a odebírá spolu se zbožím, ke kterému patří.',
    sk: 'Darček sa pridáva a odoberá spolu s tovarom, ku ktorému patrí.',
    en: 'A gift comes and goes with the items it is given for.',
  },
  'cart.customerCart': {
    cs: 'Tento košík patří zákaznickému účtu: přihlaste se jako tento zákazník.',
    sk: 'Tento košík patrí zákazníckemu účtu: prihláste sa ako tento zákazník.',
    en: 'This cart belongs to a customer account: sign in as that customer to use it.',
  },
  'cart.sourceNotFound': {
    cs: 'Zdrojový košík nebyl nalezen.',
    sk: 'Zdrojový košík sa nenašiel.',
    en: 'The source cart was not found.',
  },
  'cart.sameCart': {
    cs: 'Položky nelze přesunout do košíku, ve kterém už jsou.',
    sk: 'Položky nemožno presunúť do košíka, v ktorom už sú.',
    en: 'Items cannot move into the cart they are in.',
  },
  'cart.channelForeign': {
    cs: 'Autorizovat lze jen kanál košíku tohoto obchodu: private-shop.{shopId}.cart.{cartId}.',
    sk: 'Autorizovať možno len kanál košíka tohto obchodu: private-shop.{shopId}.cart.{cartId}.',
    en: 'Only a cart channel of this shop can be authorised: private-shop.{shopId}.cart.{cartId}.',
  },
  'cart.channelHolder': {
    cs: 'Kanál košíku může poslouchat jen jeho držitel.',
    sk: 'Kanál košíka môže počúvať len jeho držiteľ.',
    en: 'Only the holder of this cart may listen to its channel.',
  },
  'credits.ownCartOnly': {
    cs: 'Kredity se uplatňují v košíku vašeho účtu; nejdřív do něj přesuňte položky tohoto košíku.',
    sk: 'Kredity sa uplatňujú v košíku vášho účtu; najprv doň presuňte položky tohto košíka.',
    en: 'Credits are spent on the cart of your account; move this cart’s items into it first.',
  },
  'credits.unknownKind': { cs: 'Neznámý účet kreditů.', sk: 'Neznámy účet kreditov.', en: 'Unknown credit account.' },
  'credits.atMost': {
    cs: 'Můžete použít nejvýše {count, plural, one {# kredit} few {# kredity} other {# kreditů}}.',
    sk: 'Môžete použiť najviac {count, plural, one {# kredit} few {# kredity} other {# kreditov}}.',
    en: 'You can use at most {count, plural, one {# credit} other {# credits}}.',
  },
  'credits.none': {
    cs: 'Kredity tohoto druhu nemáte.',
    sk: 'Kredity tohto druhu nemáte.',
    en: 'You have no credits of this kind.',
  },
  'credits.nothingToPay': {
    cs: 'Kredity už nemají co zaplatit.',
    sk: 'Kredity už nemajú čo zaplatiť.',
    en: 'There is nothing left to pay with credits.',
  },
  'credits.balanceChanged': {
    cs: 'Kreditů {name} zbývá jen {count}; upravte kredity v košíku.',
    sk: 'Kreditov {name} zostáva len {count}; upravte kredity v košíku.',
    en: 'Only {count} credits of {name} are left; change the credits in the cart.',
  },
} as const;
