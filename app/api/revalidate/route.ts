import { revalidateTag } from 'next/cache';
import { checkRevalidateRequest } from '@/lib/cache/revalidate-request';
import { sharedPageExistence } from '@/lib/routing/page-existence';

/**
 * The one revalidation route: the shop API posts the cache tags of changed catalogue data here
 * (contract/cache/cache-tags.ts). A wrong or missing secret is a real 401, a malformed body a 422, one
 * over 64 KiB a 413.
 * Tags expire at once (`expire: 0`): the next request for a page that read them renders it anew
 * instead of serving the stale copy, so a changed price is never shown twice. The request
 * interceptor's memory of which paths exist forgets what the tags may have changed (a product
 * switched off or on), so its 404s follow too.
 */
export async function POST(request: Request): Promise<Response> {
  const check = await checkRevalidateRequest({
    authorization: request.headers.get('authorization'),
    secret: process.env.REVALIDATE_SECRET,
    declaredLength: Number(request.headers.get('content-length')) || undefined,
    readBody: () => request.text(),
  });
  if (!check.ok) {
    const headers = check.status === 401 ? { 'WWW-Authenticate': 'Bearer realm="revalidate"' } : undefined;
    return Response.json(check.body, { status: check.status, headers });
  }
  for (const tag of check.tags) revalidateTag(tag, { expire: 0 });
  sharedPageExistence().forget(check.tags);
  console.info(`[revalidate] ${check.tags.join(', ')}`);
  return Response.json({ revalidated: check.tags, now: Date.now() });
}
