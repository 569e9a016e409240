/** The run's printout: a table per operation, the three totals, the seed, and failures as curl commands. */
import type { FuzzRequest } from './fuzz-cases';
import type { CaseResult, FuzzReport } from './fuzz-runner';

const examplesPerGroup = 3;
const maxAcceptedLines = 25;

/** Quotes for a POSIX shell; text with control or non-ASCII bytes uses `$'…'` with `\xNN` escapes. */
export function shellQuote(value: string | Uint8Array): string {
  const bytes = typeof value === 'string' ? new TextEncoder().encode(value) : value;
  const plain = bytes.every((byte) => byte >= 0x20 && byte < 0x7f);
  if (plain) return `'${new TextDecoder().decode(bytes).replace(/'/g, `'\\''`)}'`;
  const escaped = [...bytes]
    .map((byte) =>
      byte >= 0x20 && byte < 0x7f && byte !== 0x27 && byte !== 0x5c
        ? String.fromCharCode(byte)
        : `\\x${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');
  return `$'${escaped}'`;
}

export function curlCommand(baseUrl: string, request: FuzzRequest): string {
  const url = new URL(request.target, baseUrl).toString();
  const parts = ['curl -i', `-X ${request.method}`, shellQuote(url)];
  for (const [name, value] of Object.entries(request.headers)) parts.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  if (request.body !== undefined) parts.push(`--data-binary ${shellQuote(request.body)}`);
  return parts.join(' ');
}

function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const [head, ...body] = rows;
  return head ? [line(head), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...body.map(line)] : [];
}

function describeCase(result: CaseResult): string {
  return result.fuzzCase.valid ? 'valid input' : `invalid input (${result.fuzzCase.mutation ?? 'mutated'})`;
}

function answerLine(result: CaseResult): string {
  if (result.status === 0) return `→ no answer: ${result.failure?.detail ?? ''}`;
  const preview = result.bodyText.slice(0, 300).replace(/\s+/g, ' ');
  return `→ ${result.status} ${result.contentType || '(no content type)'}${preview ? `: ${preview}` : ''}`;
}

/** Failures grouped by operation and kind; examples with different statuses and details first. */
function failureLines(report: FuzzReport): string[] {
  const groups = new Map<string, CaseResult[]>();
  for (const result of report.failures) {
    const key = `${result.op.key} — ${result.failure?.kind ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), result]);
  }
  const lines: string[] = [];
  for (const [key, results] of groups) {
    lines.push('', `### ${key} (${results.length} case${results.length === 1 ? '' : 's'})`);
    const seen = new Set<string>();
    const varied = results.filter((result) => {
      const signature = `${result.status} ${result.failure?.detail ?? ''}`;
      if (seen.has(signature)) return false;
      seen.add(signature);
      return true;
    });
    const examples = [...varied, ...results.filter((result) => !varied.includes(result))].slice(0, examplesPerGroup);
    for (const result of examples) {
      lines.push(`- ${describeCase(result)}: ${result.failure?.detail ?? ''}`);
      lines.push(`  ${curlCommand(report.baseUrl, result.fuzzCase.request)}`);
      lines.push(`  ${answerLine(result)}`);
    }
  }
  return lines;
}

function acceptedLines(report: FuzzReport): string[] {
  if (report.acceptedInvalid.length === 0) return [];
  const counts = new Map<string, { count: number; example: CaseResult }>();
  for (const result of report.acceptedInvalid) {
    const key = `${result.op.key} — ${result.fuzzCase.mutation ?? ''}`;
    const entry = counts.get(key);
    if (entry) entry.count++;
    else counts.set(key, { count: 1, example: result });
  }
  const lines = [
    '',
    `Inputs the document rules out, answered 2xx (${report.acceptedInvalid.length}; not counted as failures):`,
  ];
  for (const [key, { count, example }] of [...counts].slice(0, maxAcceptedLines)) {
    lines.push(
      `- ${key} ×${count}, e.g. ${example.fuzzCase.request.method} ${example.fuzzCase.request.target.slice(0, 160)}`,
    );
  }
  if (counts.size > maxAcceptedLines) lines.push(`- … and ${counts.size - maxAcceptedLines} more`);
  return lines;
}

export function formatReport(report: FuzzReport): string {
  const header = [
    'method',
    'path',
    'cases',
    '2xx',
    '3xx',
    '4xx',
    '5xx',
    'undocumented',
    'mismatches',
    'valid→2xx',
    'invalid→2xx',
  ];
  const rows = report.stats.map((row) => [
    row.op.method,
    row.op.path,
    String(row.cases),
    String(row.byClass['2xx']),
    String(row.byClass['3xx']),
    String(row.byClass['4xx']),
    String(row.byClass['5xx']),
    String(row.undocumented),
    String(row.mismatches),
    `${row.valid2xx}/${row.validCases}`,
    String(row.invalid2xx),
  ]);
  const cases = report.stats.reduce((sum, row) => sum + row.cases, 0);
  const lines = [
    '',
    `## Fuzzing ${report.baseUrl}: ${report.stats.length} operations, ${cases} cases in ${(report.durationMs / 1000).toFixed(1)} s`,
    '',
    ...table([header, ...rows]),
    '',
    `server errors: ${report.totals.serverErrors}`,
    `schema mismatches: ${report.totals.mismatches}`,
    `undocumented statuses: ${report.totals.undocumented}`,
    `seed: ${report.seed} (replay: npm run test:fuzz -- --seed ${report.seed} --runs ${report.runs})`,
  ];
  if (report.failures.length > 0) lines.push('', '## Failures', ...failureLines(report));
  lines.push(...acceptedLines(report));
  return lines.join('\n');
}
