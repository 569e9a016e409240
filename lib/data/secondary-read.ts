import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { ApiClientError } from '@/lib/api/api-client-error';

/** The outcome of a read the page can do without: its data, or the fact that it failed (already logged). */
export type SecondaryRead<T> = { ok: true; data: T } | { ok: false };

/** Names a failure in the log: the API resource read (`categories/tree`) and the section that needed it (`header menu`). */
export interface ReadSite {
  resource: string;
  section: string;
}

/**
 * Runs a secondary read: one a page can be shown without (the header's category menu, the
 * search box's route, an article's related articles or products). A failure is logged on the
 * server with the resource and the error, and answered `{ ok: false }`, so the section shows its
 * localized fallback instead of vanishing unnoticed. A page's primary read (the page lookup) is
 * never wrapped: its failure goes to the error page.
 */
export async function secondaryRead<T>(what: ReadSite, read: () => Promise<T>): Promise<SecondaryRead<T>> {
  try {
    return { ok: true, data: await read() };
  } catch (error) {
    // Next.js control flow (notFound, redirects, a dynamic render's bail-out) is not a failure.
    unstable_rethrow(error);
    console.error(
      JSON.stringify({
        event: 'secondary_read_failed',
        resource: what.resource,
        section: what.section,
        ...describeError(error),
      }),
    );
    return { ok: false };
  }
}

/** An API failure is told by its status and message; anything else is a bug, so its stack goes along. */
function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof ApiClientError) return { status: error.status, type: error.type, message: error.message };
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  return { message: String(error) };
}
