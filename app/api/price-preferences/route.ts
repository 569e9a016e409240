import { messagesByLocale } from '@/lib/i18n/messages';
import { answerPriceChoice } from '@/lib/prices/price-choice-form';
import { isHttpsRequest } from '@/lib/security/security-headers';
import { defaultLocale, isLocale } from '@contract/locale-codes';

/**
 * The header's currency and VAT switch without JavaScript: the form posts here, the answer sets the
 * preference cookies and sends the shopper back to the same page (303, so a reload does not post
 * again), where the request interceptor serves the page in the chosen currency and tax mode.
 */
export async function POST(request: Request): Promise<Response> {
  const form = await request.formData().catch(() => new FormData());
  const locale = form.get('locale');
  const answer = answerPriceChoice({
    currency: form.get('currency'),
    tax: form.get('tax'),
    locale,
    host: request.headers.get('host'),
    referer: request.headers.get('referer'),
    origin: request.headers.get('origin'),
    fetchSite: request.headers.get('sec-fetch-site'),
    https: isHttpsRequest(request.headers.get('x-forwarded-proto'), request.url),
  });
  if (answer.kind === 'refused')
    return new Response(messagesByLocale[isLocale(locale) ? locale : defaultLocale].preferences.crossSiteRefused, {
      status: 403,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  const headers = new Headers({ Location: answer.location, 'Cache-Control': 'private, no-store' });
  for (const cookie of answer.cookies) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}
