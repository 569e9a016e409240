import {
  productReviewParameterRatings,
  productReviews,
  reviewParameters,
  reviewParameterTranslations,
} from '../src/db/schema';
import { insertRows, type SeedTx } from './database-writes';
import { seedLocales, type Localized } from './localized';
import { randomFor, type Random } from './prng';
import type { Locale } from '@contract';

const reviewedLimit = 1000;
const firstReviewAt = Date.UTC(2025, 2, 1, 9, 0, 0);

const parameters: { id: number; name: Localized }[] = [
  { id: 1, name: { cs: 'Kvalita zpracování', sk: 'Kvalita spracovania', en: 'Build quality' } },
  { id: 2, name: { cs: 'Poměr cena/výkon', sk: 'Pomer cena/výkon', en: 'Value for money' } },
  { id: 3, name: { cs: 'Vzhled', sk: 'Vzhľad', en: 'Looks' } },
];

const authors: Record<Locale, string[]> = {
  cs: ['Jana Nováková', 'Petr Svoboda', 'Lucie Dvořáková', 'Tomáš Černý', 'Eva Procházková', 'Martin Kučera'],
  sk: ['Zuzana Horváthová', 'Marek Kováč', 'Katarína Vargová', 'Peter Tóth', 'Lenka Baláž'],
  en: ['Emma Wilson', 'James Taylor', 'Olivia Brown', 'Noah Davies', 'Sophie Clarke'],
};

/** Headline and comment by rating (index 0 is a rating of 1). */
const texts: Record<Locale, [string, string][]> = {
  cs: [
    ['Zklamání', 'Po prvním praní vypadá jako po roce nošení. Nedoporučuji.'],
    ['Nic moc', 'Barva neodpovídá fotce a materiál je tenčí, než jsem čekal.'],
    ['Průměr', 'Za tu cenu v pořádku, ale nic výjimečného.'],
    ['Spokojenost', 'Dobře padne, příjemný materiál. Doručení rychlé.'],
    ['Skvělá věc', 'Přesně jak na fotce, kvalitně ušité. Koupila bych znovu.'],
  ],
  sk: [
    ['Sklamanie', 'Po prvom praní vyzerá ako po roku nosenia. Neodporúčam.'],
    ['Nič moc', 'Farba nezodpovedá fotke a materiál je tenší, než som čakal.'],
    ['Priemer', 'Za tú cenu v poriadku, ale nič výnimočné.'],
    ['Spokojnosť', 'Dobre padne, príjemný materiál. Doručenie rýchle.'],
    ['Skvelá vec', 'Presne ako na fotke, kvalitne ušité. Kúpila by som znova.'],
  ],
  en: [
    ['Disappointed', 'After one wash it looks a year old. Would not recommend.'],
    ['Not great', 'The colour is off compared with the photo and the fabric is thinner than expected.'],
    ['Average', 'Fine for the price, nothing special.'],
    ['Happy with it', 'Fits well, pleasant fabric. Quick delivery.'],
    ['Love it', 'Exactly as pictured and well made. Would buy again.'],
  ],
};

/** Mostly fours and fives, now and then a poor one, as real shops see. */
function drawRating(random: Random): number {
  const roll = random.next();
  return roll < 0.05 ? 1 : roll < 0.12 ? 2 : roll < 0.25 ? 3 : roll < 0.55 ? 4 : 5;
}

const clampRating = (value: number) => Math.min(5, Math.max(1, value));

/** Reviews of every product not divisible by 3 (0–6 each, in the three languages); parameters rated on most of them. */
export async function seedReviews(tx: SeedTx, count: number): Promise<void> {
  await insertRows(
    tx,
    reviewParameters,
    parameters.map((p) => ({
      id: p.id,
      position: p.id,
      createdAt: new Date(firstReviewAt),
      updatedAt: new Date(firstReviewAt),
    })),
  );
  await insertRows(
    tx,
    reviewParameterTranslations,
    parameters.flatMap((p) => seedLocales.map((locale) => ({ reviewParameterId: p.id, locale, name: p.name[locale] }))),
  );
  const reviews: (typeof productReviews.$inferInsert)[] = [];
  const ratings: (typeof productReviewParameterRatings.$inferInsert)[] = [];
  for (let productId = 1; productId <= Math.min(count, reviewedLimit); productId++) {
    if (productId % 3 === 0) continue;
    const random = randomFor('reviews', productId);
    const reviewCount = productId === 1 ? 6 : random.int(0, 6);
    for (let k = 0; k < reviewCount; k++) {
      const id = productId * 10 + k;
      const locale = seedLocales[(productId + k) % seedLocales.length] as Locale;
      const rating = drawRating(random);
      const [name, comment] = texts[locale][rating - 1] as [string, string];
      const named = random.chance(0.85);
      reviews.push({
        id,
        productId,
        locale,
        name,
        comment,
        rating,
        customerFullName: named ? random.pick(authors[locale]) : null,
        createdAt: new Date(firstReviewAt + (productId * 7 + k * 13) * 3_600_000),
      });
      if (random.chance(0.8)) {
        for (const p of parameters)
          ratings.push({
            productReviewId: id,
            reviewParameterId: p.id,
            rating: clampRating(rating + random.int(-1, 1)),
          });
      }
    }
  }
  await insertRows(tx, productReviews, reviews);
  await insertRows(tx, productReviewParameterRatings, ratings);
}

export const reviewSerialTables = [reviewParameters, productReviews];
