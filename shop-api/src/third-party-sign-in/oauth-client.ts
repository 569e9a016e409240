import { z } from 'zod';
import type { OAuthProviderConfig } from '../config';
import { ApiError } from '../http/api-error';

/** Who signed in at the provider, as its userinfo endpoint says. */
export interface ProviderProfile {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

const TokenAnswerSchema = z.object({ access_token: z.string().min(1) });
const UserinfoSchema = z.object({
  sub: z.string().min(1),
  email: z.email(),
  email_verified: z.boolean().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
});

const timeoutMs = 10_000;

async function request(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw new ApiError('service_unavailable', 'auth.providerUnreachable');
  }
}

const refused = () => ApiError.validation([{ field: 'code', message: 'auth.providerRefused' }]);

/**
 * The authorization code's exchange (RFC 6749 4.1.3 with the PKCE verifier) and the userinfo read,
 * over real HTTP to the configured endpoints.
 */
export async function fetchProfile(
  provider: OAuthProviderConfig,
  grant: { code: string; codeVerifier: string; redirectUri: string },
): Promise<ProviderProfile> {
  const tokenResponse = await request(provider.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: grant.code,
      redirect_uri: grant.redirectUri,
      client_id: provider.clientId,
      client_secret: provider.clientSecret,
      code_verifier: grant.codeVerifier,
    }),
  });
  const token = TokenAnswerSchema.safeParse(await tokenResponse.json().catch(() => null));
  if (!tokenResponse.ok || !token.success) throw refused();

  const userinfoResponse = await request(provider.userinfoUrl, {
    headers: { authorization: `Bearer ${token.data.access_token}`, accept: 'application/json' },
  });
  const info = UserinfoSchema.safeParse(await userinfoResponse.json().catch(() => null));
  if (!userinfoResponse.ok || !info.success) throw refused();
  const [given, ...family] = (info.data.name ?? '').split(' ');
  return {
    sub: info.data.sub,
    email: info.data.email.toLowerCase(),
    emailVerified: info.data.email_verified === true,
    givenName: info.data.given_name || given || 'Customer',
    familyName: info.data.family_name || family.join(' ') || '-',
  };
}
