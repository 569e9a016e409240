import {
  allPricePreferences,
  decodePreferencesSegment,
  encodePreferencesSegment,
  type PricePreferences,
} from '@/lib/prices/price-preferences';

/**
 * Everything a cached catalogue page may differ by besides its language and path: the price
 * preferences (currency, tax) and whether the visitor is a crawler or bot (bots get no rendered
 * error page). The request interceptor picks the variant from cookies and the user agent and
 * rewrites the path to `/{locale}/cached/{variant}/{path}`, so every variant is its own entry in
 * the full route cache.
 */
export interface RenderVariant extends PricePreferences {
  bot: boolean;
}

const botSuffix = '-bot';

/** `czk-with`, `eur-without`, `czk-with-bot`… */
export function encodeRenderVariant(variant: RenderVariant): string {
  return encodePreferencesSegment(variant) + (variant.bot ? botSuffix : '');
}

/** The variant a segment names, or null for anything that is not exactly an encoded variant. */
export function decodeRenderVariant(segment: string): RenderVariant | null {
  const bot = segment.endsWith(botSuffix);
  const preferences = decodePreferencesSegment(bot ? segment.slice(0, -botSuffix.length) : segment);
  return preferences ? { ...preferences, bot } : null;
}

/** Every variant (4 price preferences × bot or not). */
export const allRenderVariants: RenderVariant[] = allPricePreferences.flatMap((preferences) => [
  { ...preferences, bot: false },
  { ...preferences, bot: true },
]);
