/**
 * The fuzzing run against one API: read its OpenAPI document, generate the cases of every
 * operation from one seed, send them a few at a time and judge every answer.
 */
import fc from 'fast-check';
import { caseArbitraries, type FuzzCase, type FuzzRequest } from './fuzz-cases';
import { harvestKnownValues } from './known-values';
import { listOperations, type OpenApiDocument, type OperationSpec } from './openapi-operations';
import { createResponseChecker, type Answer, type Failure } from './response-check';

export interface FuzzOptions {
  baseUrl: string;
  /** Cases per operation. */
  runs: number;
  seed: number;
  concurrency?: number;
  timeoutMs?: number;
  /** Only operations whose `METHOD /path` contains this text. */
  only?: string;
  /** Bearer token for operations that declare bearer security. */
  authToken?: string;
  /**
   * Operations fuzzed after all others (`POST /auth/logout`): a case that succeeds ends the
   * session whose token the other operations are sent with.
   */
  runLast?: string[];
  /** Bearer tokens by security scheme name, e.g. a signed-in customer's access token for `customerToken`. */
  authTokens?: Record<string, string>;
  documentPath?: string;
  log?: (line: string) => void;
}

export interface CaseResult {
  /** Position in the run's case list (results arrive out of order). */
  index: number;
  op: OperationSpec;
  fuzzCase: FuzzCase;
  /** 0 when no answer came (timeout, connection error). */
  status: number;
  contentType: string;
  bodyText: string;
  failure?: Failure;
}

export interface OperationStats {
  op: OperationSpec;
  cases: number;
  byClass: Record<'2xx' | '3xx' | '4xx' | '5xx', number>;
  undocumented: number;
  mismatches: number;
  validCases: number;
  valid2xx: number;
  invalid2xx: number;
}

export interface FuzzReport {
  baseUrl: string;
  seed: number;
  runs: number;
  stats: OperationStats[];
  failures: CaseResult[];
  /** Cases the document rules out that the API answered with 2xx: not failures, but worth a look. */
  acceptedInvalid: CaseResult[];
  totals: { serverErrors: number; mismatches: number; undocumented: number };
  durationMs: number;
}

/** Paths that are not API operations: the documentation pages and the document itself. */
export function isDocumentationPath(path: string): boolean {
  return path === '/openapi.json' || path === '/docs' || path.startsWith('/docs/');
}

/** Operations get their own seeds derived from the run's, so filtering or adding operations does not change the others' cases. */
export function operationSeed(seed: number, key: string): number {
  let hash = 2166136261;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 16777619);
  return (hash ^ seed) | 0;
}

export function generateCases(
  op: OperationSpec,
  arbitraries: ReturnType<typeof caseArbitraries>,
  runs: number,
  seed: number,
): FuzzCase[] {
  const validRuns = Math.ceil(runs / 2);
  const opSeed = operationSeed(seed, op.key);
  return [
    ...fc.sample(arbitraries.valid, { seed: opSeed, numRuns: validRuns }),
    ...fc.sample(arbitraries.invalid, { seed: opSeed + 1, numRuns: runs - validRuns }),
  ];
}

async function send(baseUrl: string, request: FuzzRequest, timeoutMs: number): Promise<Answer & { error?: string }> {
  try {
    const response = await fetch(new URL(request.target, baseUrl), {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = new Uint8Array(await response.arrayBuffer());
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', body };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const message = timedOut
      ? `no answer within ${timeoutMs / 1000} s`
      : error instanceof Error
        ? `${error.message} ${String(error.cause ?? '')}`.trim()
        : String(error);
    return { status: 0, contentType: '', body: new Uint8Array(), error: message };
  }
}

async function inPool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
}

function emptyStats(op: OperationSpec): OperationStats {
  return {
    op,
    cases: 0,
    byClass: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 },
    undocumented: 0,
    mismatches: 0,
    validCases: 0,
    valid2xx: 0,
    invalid2xx: 0,
  };
}

export async function fetchDocument(baseUrl: string, documentPath = '/openapi.json'): Promise<OpenApiDocument> {
  const response = await fetch(new URL(documentPath, baseUrl), { signal: AbortSignal.timeout(30_000) });
  if (!response.ok)
    throw new Error(`GET ${documentPath} answered ${response.status}; the API serves no OpenAPI document there.`);
  const doc = (await response.json()) as OpenApiDocument;
  if (typeof doc.openapi !== 'string' || !doc.openapi.startsWith('3.'))
    throw new Error(`${documentPath} is not an OpenAPI 3.x document.`);
  return doc;
}

export async function fuzzApi(options: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const doc = await fetchDocument(options.baseUrl, options.documentPath);
  const last = new Set(options.runLast ?? []);
  const operations = listOperations(doc, isDocumentationPath)
    .filter((op) => !options.only || op.key.includes(options.only))
    .sort((a, b) => Number(last.has(a.key)) - Number(last.has(b.key)));
  const checker = createResponseChecker(doc);
  const authHeaders: Record<string, string> = options.authToken ? { authorization: `Bearer ${options.authToken}` } : {};
  const known = await harvestKnownValues(options.baseUrl, operations, authHeaders);
  log(
    `${operations.length} operations, ${options.runs} cases each; ${known.byName.size} property names and ${known.slugs.length} slugs known from list answers`,
  );

  const context = {
    doc,
    known,
    authToken: options.authToken,
    authTokens: options.authTokens,
    isValid: checker.isValid,
  };
  const work: { index: number; op: OperationSpec; fuzzCase: FuzzCase }[] = [];
  for (const op of operations) {
    const cases = generateCases(op, caseArbitraries(op, context), options.runs, options.seed);
    const first = work.length;
    work.push(...cases.map((fuzzCase, i) => ({ index: first + i, op, fuzzCase })));
  }

  const stats = new Map(operations.map((op) => [op.key, emptyStats(op)]));
  const failures: CaseResult[] = [];
  const acceptedInvalid: CaseResult[] = [];
  const timeoutMs = options.timeoutMs ?? 10_000;
  let done = 0;
  await inPool(work, options.concurrency ?? 4, async ({ index, op, fuzzCase }) => {
    const answer = await send(options.baseUrl, fuzzCase.request, timeoutMs);
    const failure: Failure | undefined = answer.error
      ? { kind: 'server error', detail: answer.error }
      : checker.check(op, answer, fuzzCase.request.method);
    const bodyText = new TextDecoder().decode(answer.body.subarray(0, 2000));
    const result: CaseResult = {
      index,
      op,
      fuzzCase,
      status: answer.status,
      contentType: answer.contentType,
      bodyText,
      failure,
    };
    const row = stats.get(op.key) ?? emptyStats(op);
    row.cases++;
    const statusClass = `${Math.floor(answer.status / 100)}xx`;
    if (statusClass === '2xx' || statusClass === '3xx' || statusClass === '4xx' || statusClass === '5xx')
      row.byClass[statusClass]++;
    if (answer.status === 0) row.byClass['5xx']++;
    if (failure?.kind === 'undocumented status') row.undocumented++;
    if (failure?.kind === 'schema mismatch') row.mismatches++;
    if (fuzzCase.valid) row.validCases++;
    if (statusClass === '2xx') {
      if (fuzzCase.valid) row.valid2xx++;
      else if (fuzzCase.breaksSchema) {
        row.invalid2xx++;
        acceptedInvalid.push(result);
      }
    }
    if (failure) failures.push(result);
    if (++done % 250 === 0) log(`${done}/${work.length} cases sent`);
  });

  const byIndex = (a: CaseResult, b: CaseResult) => a.index - b.index;
  failures.sort(byIndex);
  acceptedInvalid.sort(byIndex);
  const count = (kind: Failure['kind']) => failures.filter((result) => result.failure?.kind === kind).length;
  return {
    baseUrl: options.baseUrl,
    seed: options.seed,
    runs: options.runs,
    stats: [...stats.values()],
    failures,
    acceptedInvalid,
    totals: {
      serverErrors: count('server error'),
      mismatches: count('schema mismatch'),
      undocumented: count('undocumented status'),
    },
    durationMs: Date.now() - started,
  };
}
