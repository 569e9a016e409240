import { sql, type SQL } from 'drizzle-orm';
import { isLocale } from '@contract/locale-codes';
import { rowsOf, type Executor } from '../cart/cart-db';
import { stemDocument, type StemmedPart } from './stemming/stem-document';

/** A translation table with a `search_stems` column and the columns its text is made of. */
interface StemmedTable {
  table: string;
  key: string;
  /** The text columns by weight: A name, C short text, D body (as search_vector). */
  parts: { column: string; weight: StemmedPart['weight'] }[];
}

const stemmedTables: readonly StemmedTable[] = [
  {
    table: 'product_translations',
    key: 'product_id',
    parts: [
      { column: 'name', weight: 'A' },
      { column: 'short_description', weight: 'C' },
      { column: 'description', weight: 'D' },
    ],
  },
  {
    table: 'category_translations',
    key: 'category_id',
    parts: [
      { column: 'name', weight: 'A' },
      { column: 'description', weight: 'D' },
    ],
  },
  {
    table: 'brand_translations',
    key: 'brand_id',
    parts: [
      { column: 'name', weight: 'A' },
      { column: 'description', weight: 'D' },
    ],
  },
  {
    table: 'article_translations',
    key: 'article_id',
    parts: [
      { column: 'name', weight: 'A' },
      { column: 'perex', weight: 'C' },
      { column: 'content', weight: 'D' },
    ],
  },
];

/** Rows stemmed per round trip: a chunk's texts travel as one JSON parameter. */
const chunkSize = 500;

type TextRow = { key: number; locale: string } & Record<`part${number}`, string | null>;

async function fillTable(db: Executor, spec: StemmedTable): Promise<number> {
  const id = sql.identifier;
  const columns = sql.join(
    spec.parts.map((part, index) => sql`${id(part.column)} as ${id(`part${index}`)}`),
    sql`, `,
  );
  let filled = 0;
  for (;;) {
    const rows = rowsOf<TextRow>(
      await db.execute(sql`select ${id(spec.key)} as key, locale, ${columns} from ${id(spec.table)}
        where search_stems is null order by 1, 2 limit ${chunkSize}`),
    );
    if (rows.length === 0) return filled;
    const stems = rows.map((row) => ({
      key: Number(row.key),
      locale: row.locale,
      // A text without words gets an empty vector, not null, so it is not read again.
      stems: isLocale(row.locale)
        ? (stemDocument(
            spec.parts.map((part, index) => ({ text: row[`part${index}`] ?? null, weight: part.weight })),
            row.locale,
          ) ?? '')
        : '',
    }));
    await writeStems(db, spec, stems);
    filled += rows.length;
  }
}

async function writeStems(
  db: Executor,
  spec: StemmedTable,
  rows: { key: number; locale: string; stems: string }[],
): Promise<void> {
  const id = sql.identifier;
  const values: SQL = sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(key integer, locale text, stems text)`;
  await db.execute(sql`update ${id(spec.table)} t set search_stems = v.stems::tsvector from ${values}
    where t.${id(spec.key)} = v.key and t.locale = v.locale`);
  await db.execute(sql`insert into search_vocabulary (word)
    select distinct word from ${values}, unnest(tsvector_to_array(v.stems::tsvector)) as word
    on conflict do nothing`);
}

/**
 * Stems every searchable translation whose `search_stems` is empty: new rows, rows whose text
 * changed (a trigger empties their stems), and every row after migration 0015. The seed calls it
 * after writing the catalogue and the server at start; answers how many rows it stemmed.
 */
export async function fillMissingSearchStems(db: Executor): Promise<number> {
  let filled = 0;
  for (const spec of stemmedTables) filled += await fillTable(db, spec);
  return filled;
}
