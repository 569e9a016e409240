/**
 * Reads what browsers send to the CSP report endpoint (app/api/csp-report/route.ts) into short
 * log records. Two formats: `report-uri` posts `{ "csp-report": { "blocked-uri": … } }` as
 * `application/csp-report`; `report-to` (the Reporting API) posts an array of
 * `{ type: "csp-violation", body: { blockedURL, … } }` as `application/reports+json`.
 */
export interface CspViolation {
  directive: string;
  blocked: string;
  document: string;
  source?: string;
  line?: number;
  column?: number;
  sample?: string;
  disposition?: string;
}

/** Reports a browser sends at once are few; more in one body is noise or abuse. */
export const maxReportsPerBody = 20;
export const maxReportBytes = 64 * 1024;
const maxFieldLength = 300;

type Fields = Record<string, unknown>;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  return value.length > maxFieldLength ? `${value.slice(0, maxFieldLength)}…` : value;
}

function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/**
 * A URL without its query and fragment: a page's query may hold an order id or a gateway's
 * reference, which have no place in a log. Keywords (`inline`, `eval`) stay as they are.
 */
function withoutQuery(value: unknown): string | undefined {
  const url = text(value);
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.origin === 'null' ? `${parsed.protocol}` : `${parsed.origin}${parsed.pathname}`;
  } catch {
    return url;
  }
}

function violation(fields: Fields, names: Record<keyof CspViolation, string[]>): CspViolation | null {
  const pick = (key: keyof CspViolation) => names[key].map((name) => fields[name]).find((v) => v !== undefined);
  const directive = text(pick('directive'));
  if (!directive) return null;
  return {
    directive,
    blocked: withoutQuery(pick('blocked')) ?? 'unknown',
    document: withoutQuery(pick('document')) ?? 'unknown',
    source: withoutQuery(pick('source')),
    line: count(pick('line')),
    column: count(pick('column')),
    sample: text(pick('sample')),
    disposition: text(pick('disposition')),
  };
}

const reportUriNames: Record<keyof CspViolation, string[]> = {
  directive: ['effective-directive', 'violated-directive'],
  blocked: ['blocked-uri'],
  document: ['document-uri'],
  source: ['source-file'],
  line: ['line-number'],
  column: ['column-number'],
  sample: ['script-sample'],
  disposition: ['disposition'],
};

const reportToNames: Record<keyof CspViolation, string[]> = {
  directive: ['effectiveDirective'],
  blocked: ['blockedURL'],
  document: ['documentURL'],
  source: ['sourceFile'],
  line: ['lineNumber'],
  column: ['columnNumber'],
  sample: ['sample'],
  disposition: ['disposition'],
};

/** The violations in a report body, or null when the body is not a CSP report in either format. */
export function parseCspReports(body: string): CspViolation[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (isObject(parsed) && isObject(parsed['csp-report'])) {
    const one = violation(parsed['csp-report'], reportUriNames);
    return one ? [one] : null;
  }
  if (!Array.isArray(parsed)) return null;
  return parsed
    .slice(0, maxReportsPerBody)
    .filter((report): report is Fields => isObject(report) && report.type === 'csp-violation' && isObject(report.body))
    .map((report) => violation(report.body as Fields, reportToNames))
    .filter((one): one is CspViolation => one !== null);
}
