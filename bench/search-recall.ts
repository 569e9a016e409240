/**
 * Search recall on the demo catalogue (docs/search.md): 30 shopper queries — inflected, without
 * diacritics, misspelt by one letter, several words in any order, in cs, sk and en — each with the
 * products a shopper means, found by hand-written patterns over the product names (not by the
 * stemmer under test). Prints a Markdown table of how many of them the search finds.
 *
 *   npm run bench:search                          # the table for this code
 *   npm run bench:search -- --save before.json    # also keep the results
 *   npm run bench:search -- --before before.json  # with a "before" column from a saved run
 *
 * The script uses only the API's public call and the seed, so the same file runs on older code.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildApp } from '../shop-api/src/app';
import { loadConfig } from '../shop-api/src/config';
import { openDatabase } from '../shop-api/src/db/client';
import { seedDemoShop } from '../shop-api/seed/seed';

type Locale = 'cs' | 'sk' | 'en';
interface Case {
  locale: Locale;
  query: string;
  kind: string;
  /** Every pattern must match the product's name in lower case without diacritics. */
  names: RegExp[];
}

const cases: Case[] = [
  { locale: 'cs', query: 'cervena', kind: 'no diacritics', names: [/\bcerven/] },
  { locale: 'cs', query: 'červeného svetru', kind: 'inflected, 2 words', names: [/\bcerven/, /\bsvetr/] },
  { locale: 'cs', query: 'bundy', kind: 'inflected', names: [/\bbund/] },
  { locale: 'cs', query: 'mikinu', kind: 'inflected', names: [/\bmikin/] },
  { locale: 'cs', query: 'zimni bunda', kind: 'no diacritics, 2 words', names: [/\bzimn/, /\bbund/] },
  { locale: 'cs', query: 'kotníkových bot', kind: 'inflected, 2 words', names: [/\bkotnik/, /\bbot/] },
  { locale: 'cs', query: 'trička', kind: 'inflected', names: [/\btrick/] },
  { locale: 'cs', query: 'běžecká trička', kind: 'inflected, 2 words', names: [/\bbezeck/, /\btrick/] },
  { locale: 'cs', query: 'tricko cervene', kind: 'words swapped', names: [/\bcerven/, /\btrick/] },
  { locale: 'cs', query: 'rukavicemi', kind: 'inflected', names: [/\brukavic/] },
  { locale: 'cs', query: 'čepici', kind: 'inflected', names: [/\bcepic/] },
  { locale: 'cs', query: 'batohem', kind: 'inflected', names: [/\bbatoh/] },
  { locale: 'cs', query: 'podložky na jógu', kind: 'inflected, 3 words', names: [/\bpodlozk/, /\bjog/] },
  { locale: 'cs', query: 'modrou mikinu', kind: 'inflected, 2 words', names: [/\bmodr/, /\bmikin/] },
  { locale: 'cs', query: 'mkina', kind: 'one letter missing', names: [/\bmikin/] },
  { locale: 'cs', query: 'svter', kind: 'one letter missing', names: [/\bsvetr/] },
  { locale: 'cs', query: 'tenysky', kind: 'one letter wrong', names: [/\btenisk/] },
  { locale: 'cs', query: 'zluta bnuda', kind: 'letters swapped, 2 words', names: [/\bzlut/, /\bbund/] },
  { locale: 'sk', query: 'červeného svetra', kind: 'inflected, 2 words', names: [/\bcerven/, /\bsvet/] },
  { locale: 'sk', query: 'zimnej bundy', kind: 'inflected, 2 words', names: [/\bzimn/, /\bbund/] },
  { locale: 'sk', query: 'topánok', kind: 'inflected', names: [/\btopan/] },
  { locale: 'sk', query: 'tricka', kind: 'no diacritics, inflected', names: [/\btrick/] },
  { locale: 'sk', query: 'členkových topánkach', kind: 'inflected, 2 words', names: [/\bclenk/, /\btopan/] },
  { locale: 'sk', query: 'rukavíc', kind: 'inflected', names: [/\brukavic/] },
  { locale: 'sk', query: 'miikiny', kind: 'one letter extra', names: [/\bmikin/] },
  { locale: 'en', query: 'red', kind: 'plain', names: [/\bred\b/] },
  { locale: 'en', query: 'jackets', kind: 'plural', names: [/\bjacket/] },
  { locale: 'en', query: 'hoodies', kind: 'plural', names: [/\bhoodie/] },
  { locale: 'en', query: 'boot', kind: 'singular', names: [/\bboots?\b/] },
  { locale: 'en', query: 'sweter', kind: 'one letter missing', names: [/\bsweater/] },
];

interface Outcome {
  query: string;
  locale: Locale;
  expected: number[];
  found: number[];
}

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

async function measure(): Promise<Outcome[]> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  await seedDemoShop(handle.db, { images: false });
  const app = await buildApp({ db: handle.db, config: loadConfig({ LOG_LEVEL: 'silent', SEED_ON_START: 'false' }) });
  const list = async (locale: Locale, search?: string) => {
    const query = search === undefined ? '' : `&search=${encodeURIComponent(search)}`;
    const response = await app.inject({
      url: `/products?paginate=0&only=id,name${query}`,
      headers: { 'Language-Preference': locale },
    });
    if (response.statusCode !== 200) throw new Error(`${search}: HTTP ${response.statusCode} ${response.body}`);
    return (response.json() as { items: { id: number; name: string }[] }).items;
  };
  const outcomes: Outcome[] = [];
  for (const { locale, query, names } of cases) {
    const all = await list(locale);
    const expected = all.filter((p) => names.every((pattern) => pattern.test(plain(p.name)))).map((p) => p.id);
    const found = (await list(locale, query)).map((p) => p.id);
    outcomes.push({ query, locale, expected, found });
  }
  await app.close();
  await handle.close();
  return outcomes;
}

function recall(outcome: Outcome): { hits: number; text: string } {
  const hits = outcome.expected.filter((id) => outcome.found.includes(id)).length;
  return { hits, text: `${hits}/${outcome.expected.length}` };
}

/** Expected products among the first results (as many as there are expected): is the order right? */
function topHits(outcome: Outcome): number {
  return outcome.found.slice(0, outcome.expected.length).filter((id) => outcome.expected.includes(id)).length;
}

function table(after: Outcome[], before: Outcome[] | undefined): string {
  const head = before
    ? '| # | Lang | Query | Kind | Expected (ids) | Before | After | After: expected first | Found |'
    : '| # | Lang | Query | Kind | Expected (ids) | Found expected | Expected first | Found |';
  const rows = after.map((outcome, index) => {
    const kind = cases[index]!.kind;
    const old = before?.find((o) => o.query === outcome.query && o.locale === outcome.locale);
    const cells = [
      String(index + 1),
      outcome.locale,
      `“${outcome.query}”`,
      kind,
      outcome.expected.join(', '),
      ...(before ? [old ? recall(old).text : '–'] : []),
      recall(outcome).text,
      `${topHits(outcome)}/${outcome.expected.length}`,
      String(outcome.found.length),
    ];
    return `| ${cells.join(' | ')} |`;
  });
  const total = (outcomes: Outcome[]) => {
    const hits = outcomes.reduce((sum, o) => sum + recall(o).hits, 0);
    const all = outcomes.reduce((sum, o) => sum + o.expected.length, 0);
    return `${hits}/${all} (${Math.round((100 * hits) / all)} %)`;
  };
  const summary = before ? `\nRecall before: ${total(before)}; after: ${total(after)}.` : `\nRecall: ${total(after)}.`;
  return [head, `|${'---|'.repeat(head.split('|').length - 2)}`, ...rows].join('\n') + '\n' + summary;
}

const { values } = parseArgs({ options: { save: { type: 'string' }, before: { type: 'string' } } });
const outcomes = await measure();
if (values.save) writeFileSync(values.save, JSON.stringify(outcomes, null, 2));
const before = values.before ? (JSON.parse(readFileSync(values.before, 'utf8')) as Outcome[]) : undefined;
console.log(table(outcomes, before));
