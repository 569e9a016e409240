/** The rest of the shop: reviews, wish lists, images, stored text. */
export const shopTexts = {
  'shop.controlCharacter': {
    cs: 'Text obsahuje řídicí znak (například NUL), který nelze uložit. Odstraňte ho.',
    sk: 'Text obsahuje riadiaci znak (napríklad NUL), ktorý nemožno uložiť. Odstráňte ho.',
    en: 'The text contains a control character (such as NUL) that cannot be stored. Remove it.',
  },
  'shop.reviewWritten': {
    cs: 'Tento produkt už jste hodnotili.',
    sk: 'Tento produkt ste už hodnotili.',
    en: 'You have reviewed this product already.',
  },
  'shop.noSuchProduct': { cs: 'Takový produkt neexistuje.', sk: 'Taký produkt neexistuje.', en: 'No such product.' },
  'shop.noSuchReviewParameter': {
    cs: 'Takový parametr hodnocení neexistuje.',
    sk: 'Taký parameter hodnotenia neexistuje.',
    en: 'No such review parameter.',
  },
  'shop.noSuchVariation': {
    cs: 'Produkt takovou variantu nemá.',
    sk: 'Produkt taký variant nemá.',
    en: 'The product has no such variation.',
  },
  'shop.listLimit': {
    cs: 'Zákazník může mít nejvýše {max} seznamů.',
    sk: 'Zákazník môže mať najviac {max} zoznamov.',
    en: 'A customer keeps at most {max} lists.',
  },
  'shop.listSignIn': {
    cs: 'Pro seznam produktů se přihlaste.',
    sk: 'Pre zoznam produktov sa prihláste.',
    en: 'Sign in to keep a list of products.',
  },
  'shop.widthNotServed': {
    cs: 'Tuto šířku neposkytujeme.',
    sk: 'Túto šírku neposkytujeme.',
    en: 'This width is not served.',
  },
  'shop.useWidth': { cs: 'Použijte jednu z: {widths}.', sk: 'Použite jednu z: {widths}.', en: 'Use one of {widths}.' },
} as const;
