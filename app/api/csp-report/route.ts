import { maxReportBytes, parseCspReports } from '@/lib/security/csp-report';

/**
 * Where browsers report what the Content-Security-Policy blocked (`report-uri` and `report-to`,
 * docs/security-headers.md): one JSON line per violation in the server log, `event: csp_violation`.
 * Anyone can post here, so the body is bounded and nothing but the log is touched.
 */
export async function POST(request: Request): Promise<Response> {
  if (Number(request.headers.get('content-length')) > maxReportBytes) return new Response(null, { status: 413 });
  const body = await request.text();
  if (body.length > maxReportBytes) return new Response(null, { status: 413 });
  const violations = parseCspReports(body);
  if (violations === null) return new Response(null, { status: 400 });
  for (const violation of violations) console.warn(JSON.stringify({ event: 'csp_violation', ...violation }));
  return new Response(null, { status: 204 });
}
