import { z } from 'zod';
import { currencyCodes, locales, taxModes } from './locale-codes';

// The plain constants live in `./locale-codes` (no zod) so client code can import them alone.
export * from './locale-codes';

export const LocaleSchema = z.enum(locales);
export const CurrencyCodeSchema = z.enum(currencyCodes);
export const TaxModeSchema = z.enum(taxModes);
