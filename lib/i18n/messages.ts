import cs from '@/messages/cs';
import en from '@/messages/en';
import sk from '@/messages/sk';
import type { Locale } from '@contract';

/** Every locale's messages; `messages/<locale>/index.ts` gathers that locale's namespace files. */
export const messagesByLocale: Record<Locale, typeof en> = { cs, sk, en };
