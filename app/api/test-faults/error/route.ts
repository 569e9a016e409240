import { z } from 'zod';
import { createApiClient } from '@/lib/api/api-client';
import { serverApiBaseUrl } from '@/lib/api/api-url';
import { shopEnvOf } from '@/lib/deployment/shop-env';

export const dynamic = 'force-dynamic';

/**
 * A deliberate error for error reporting's browser test (docs/error-reporting.md), in a demo only:
 * production answers 404. It calls the shop API's failing test page (the API's own error, when
 * `API_TEST_FAULTS=1`) and then fails itself, naming the `email` it was given, so the test can
 * show that both errors arrive in one trace and that the address never does.
 */
export async function GET(request: Request): Promise<Response> {
  if (shopEnvOf(process.env) !== 'demo') return new Response(null, { status: 404 });
  const email = new URL(request.url).searchParams.get('email') ?? 'nobody';
  const api = createApiClient({ baseUrl: serverApiBaseUrl(), locale: 'en', cache: 'no-store', timeoutMs: 5_000 });
  const apiFailure = await api.get(z.unknown(), 'page/__test__/fault').then(
    () => 'none',
    (error: unknown) => String(error),
  );
  throw new Error(`Test fault: the storefront fails on purpose for ${email} (the API answered: ${apiFailure}).`);
}
