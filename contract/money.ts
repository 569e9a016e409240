import { z } from 'zod';

/** A price as the API sends it: the number to compute with and the text to show. */
export const MoneySchema = z.object({ value: z.number(), formatted: z.string() });
export type Money = z.infer<typeof MoneySchema>;
