import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSampleApi } from './fixtures/sample-api';
import { formatReport, shellQuote } from './fuzz-report';
import { caseArbitraries } from './fuzz-cases';
import { fetchDocument, fuzzApi, generateCases } from './fuzz-runner';
import { harvestKnownValues } from './known-values';
import { listOperations } from './openapi-operations';
import { createResponseChecker } from './response-check';

const token = 'sample-token';
let app: FastifyInstance | undefined;

async function start(bugs: boolean): Promise<string> {
  app = await buildSampleApi({ bugs, token });
  return app.listen({ port: 0, host: '127.0.0.1' });
}

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('fuzzApi against the sample API', () => {
  it('finds nothing wrong with a correct API', async () => {
    const report = await fuzzApi({ baseUrl: await start(false), runs: 40, seed: 1234, authToken: token });
    expect(report.failures.map((f) => `${f.op.key} ${f.failure?.kind}: ${f.failure?.detail}`)).toEqual([]);
    expect(report.stats.map((row) => row.op.key)).toEqual([
      'GET /health',
      'GET /products',
      'GET /products/{id}',
      'PATCH /admin/products/{id}',
      'GET /page/{*}',
      'GET /images/{file}',
    ]);
    for (const row of report.stats) {
      expect(row.cases).toBe(40);
      expect(row.valid2xx, `${row.op.key} should get some 2xx from valid input`).toBeGreaterThan(0);
    }
  });

  it('reports the planted server errors, schema mismatch and undocumented status', async () => {
    const report = await fuzzApi({ baseUrl: await start(true), runs: 60, seed: 1234, authToken: token });
    const found = new Set(report.failures.map((f) => `${f.op.key} ${f.failure?.kind}`));
    expect(found).toEqual(
      new Set([
        'GET /products/{id} server error',
        'GET /products/{id} schema mismatch',
        'PATCH /admin/products/{id} server error',
        'GET /products undocumented status',
      ]),
    );
    expect(report.totals.serverErrors).toBeGreaterThan(0);
    const text = formatReport(report);
    expect(text).toContain(`seed: 1234`);
    expect(text).toMatch(/server errors: [1-9]/);
    expect(text).toMatch(/curl -i -X GET 'http:\/\/127\.0\.0\.1:\d+\/products\/\d*[34]'/);
    expect(text).toContain('/price must be number');
    expect(text).toContain('409 is not among the declared responses');
  });

  it('makes the same cases from the same seed, and others from another', async () => {
    const baseUrl = await start(false);
    const doc = await fetchDocument(baseUrl);
    const context = {
      doc,
      known: await harvestKnownValues(baseUrl, listOperations(doc)),
      authToken: token,
      isValid: createResponseChecker(doc).isValid,
    };
    const op = listOperations(doc).find((candidate) => candidate.key === 'PATCH /admin/products/{id}');
    if (!op) throw new Error('PATCH /admin/products/{id} is missing');
    const cases = (seed: number) => generateCases(op, caseArbitraries(op, context), 20, seed);
    expect(cases(99)).toEqual(cases(99));
    expect(cases(100)).not.toEqual(cases(99));
    expect(cases(99).filter((c) => c.valid)).toHaveLength(10);
  });

  it('fuzzes only the operations asked for', async () => {
    const report = await fuzzApi({
      baseUrl: await start(false),
      runs: 6,
      seed: 5,
      only: '/products/{id}',
      authToken: token,
    });
    expect(report.stats.map((row) => row.op.key)).toEqual(['GET /products/{id}', 'PATCH /admin/products/{id}']);
  });
});

describe('shellQuote', () => {
  it('quotes plain text and escapes bytes', () => {
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
    expect(shellQuote(Uint8Array.from([0x41, 0xff, 0x27]))).toBe(`$'A\\xff\\x27'`);
  });
});
