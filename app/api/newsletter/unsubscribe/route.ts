import { createApiClient } from '@/lib/api/api-client';
import { ApiClientError } from '@/lib/api/api-client-error';
import { serverApiBaseUrl } from '@/lib/api/api-url';
import { unsubscribeNewsletter } from '@/lib/customer/customer-api';
import { defaultLocale } from '@contract/locale-codes';

const noStore = { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' };
const answer = (status: number, text: string) => new Response(text, { status, headers: noStore });

/**
 * One-click unsubscribe (RFC 8058): the welcome mail's `List-Unsubscribe` names this address with
 * its token, and a mail program POSTs `List-Unsubscribe=One-Click` to it, cross-site and without
 * cookies; the token alone decides (docs/mail.md). People use the page of the mail's link instead.
 */
export async function POST(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const form = await request.formData().catch(() => null);
  if (form?.get('List-Unsubscribe') !== 'One-Click' || token.length === 0 || token.length > 128)
    return answer(400, 'Expected List-Unsubscribe=One-Click and a token.');
  const api = createApiClient({
    baseUrl: serverApiBaseUrl(),
    locale: defaultLocale,
    cache: 'no-store',
    timeoutMs: 5_000,
  });
  try {
    await unsubscribeNewsletter(api, token);
    return answer(200, 'Unsubscribed.');
  } catch (error) {
    if (error instanceof ApiClientError && !error.retryable) return answer(404, 'No subscription has this token.');
    return answer(503, 'Try again later.');
  }
}
