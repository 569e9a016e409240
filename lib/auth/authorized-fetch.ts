export interface AuthorizedFetchDeps {
  fetch: typeof fetch;
  /** Resolves once the page knows whether there is a session (the first call may refresh it). */
  ready(): Promise<void>;
  /** The access token now, or null for a guest. */
  token(): string | null;
  /** Refreshes the session (single flight); the new access token, or null when that failed. */
  refresh(): Promise<string | null>;
}

function withBearer(init: RequestInit | undefined, token: string | null): RequestInit {
  const headers = new Headers(init?.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else headers.delete('Authorization');
  return { ...init, headers };
}

/**
 * A `fetch` for the shop API that adds the session's access token itself and, when the API answers
 * 401 to a call that carried one (expired or revoked), refreshes the session once and sends the
 * call again. A call whose token another call already replaced is retried with the new token
 * without a second refresh. A guest's 401 (a call that needs a customer) is answered as it came.
 */
export function createAuthorizedFetch(deps: AuthorizedFetchDeps): typeof fetch {
  return async (input, init) => {
    await deps.ready();
    const sent = deps.token();
    const response = await deps.fetch(input, withBearer(init, sent));
    if (response.status !== 401 || !sent) return response;
    const current = deps.token();
    const fresh = current && current !== sent ? current : await deps.refresh();
    if (!fresh) return response;
    return deps.fetch(input, withBearer(init, fresh));
  };
}
