import { ApiClientError } from '@/lib/api/api-client-error';
import type { FieldError } from '@contract/api-error';

/** What sending a form came to: sent, refused with field errors (422), or failed otherwise. */
export type SendOutcome<T> =
  { ok: true; value: T } | { ok: false; fieldErrors: FieldError[]; message: string | null; status: number | null };

/** Runs a form's calls in order; the first refusal stops them and is the outcome. */
export async function sendInSteps<T>(steps: () => Promise<T>): Promise<SendOutcome<T>> {
  try {
    return { ok: true, value: await steps() };
  } catch (error) {
    if (error instanceof ApiClientError)
      return { ok: false, fieldErrors: error.fieldErrors, message: error.message, status: error.status };
    return { ok: false, fieldErrors: [], message: null, status: null };
  }
}
