import type { ThirdPartyProvider } from '@contract/entities/customer';

/**
 * Third-party sign-in's settings (docs/customer-accounts.md, docs/deploying.md): per provider a
 * client id and secret, and an optional issuer override. With none of them the provider is the
 * demo's sandbox (demo) or off (production); with the id and the secret it is the real provider
 * (or the overriding issuer); anything in between is a mistake that stops the process, in a demo
 * too. In production an issuer must be https.
 */

type Env = Record<string, string | undefined>;

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  /**
   * Google: the OpenID Connect issuer whose discovery document the client reads. Facebook: the base
   * of its login dialog, token and Graph `/me` endpoints when overridden (the sandbox); Facebook's
   * own endpoints otherwise (`facebook-endpoints.ts`).
   */
  issuer: string;
  /** The demo's sandbox identity provider (http allowed). */
  sandbox: boolean;
}

export const signInSettingNames = {
  google: { clientId: 'GOOGLE_CLIENT_ID', clientSecret: 'GOOGLE_CLIENT_SECRET', issuer: 'GOOGLE_ISSUER' },
  facebook: { clientId: 'FACEBOOK_CLIENT_ID', clientSecret: 'FACEBOOK_CLIENT_SECRET', issuer: 'FACEBOOK_ISSUER' },
} as const satisfies Record<ThirdPartyProvider, Record<'clientId' | 'clientSecret' | 'issuer', string>>;

/** The real providers' issuers: Google's discovery, Facebook's login (OAuth 2.0, `facebook-endpoints.ts`). */
export const realIssuers: Record<ThirdPartyProvider, string> = {
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
};

/** The demo's sandbox client of each provider (published: refused in production). */
export const sandboxClients: Record<ThirdPartyProvider, { clientId: string; clientSecret: string }> = {
  google: { clientId: 'lumen-sandbox-google', clientSecret: 'lumen-sandbox-google-secret' },
  facebook: { clientId: 'lumen-sandbox-facebook', clientSecret: 'lumen-sandbox-facebook-secret' },
};

/** The sandbox identity provider's issuer of a provider, on the API's public URL. */
export const sandboxIssuer = (publicUrl: string, provider: ThirdPartyProvider) =>
  `${publicUrl}/sandbox/oauth/${provider}`;

const valueOf = (env: Env, name: string) => (env[name] ? env[name] : undefined);

function issuerProblem(name: string, value: string, production: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${name} is not a URL`;
  }
  if (url.search || url.hash) return `${name} must be a plain URL (no query, no fragment)`;
  if (url.protocol === 'https:' || (!production && url.protocol === 'http:')) return undefined;
  return `${name} must be an https URL`;
}

/** Reads the providers' settings: each one's configuration (undefined when off) and every mistake. */
export function readSignInSettings(
  env: Env,
  { production, publicUrl }: { production: boolean; publicUrl: string },
): { providers: Partial<Record<ThirdPartyProvider, OAuthProviderConfig>>; problems: string[] } {
  const providers: Partial<Record<ThirdPartyProvider, OAuthProviderConfig>> = {};
  const problems: string[] = [];
  for (const provider of Object.keys(signInSettingNames) as ThirdPartyProvider[]) {
    const names = signInSettingNames[provider];
    const [clientId, clientSecret, issuer] = [names.clientId, names.clientSecret, names.issuer].map((name) =>
      valueOf(env, name),
    );
    if (!clientId && !clientSecret && !issuer) {
      if (!production)
        providers[provider] = {
          ...sandboxClients[provider],
          issuer: sandboxIssuer(publicUrl, provider),
          sandbox: true,
        };
      continue;
    }
    const before = problems.length;
    for (const name of [names.clientId, names.clientSecret])
      if (!valueOf(env, name)) problems.push(`${name} is not set (the provider's other settings are)`);
    const issuerIssue = issuer && issuerProblem(names.issuer, issuer, production);
    if (issuerIssue) problems.push(issuerIssue);
    if (problems.length === before && clientId && clientSecret) {
      const chosen = (issuer ?? realIssuers[provider]).replace(/\/$/, '');
      providers[provider] = { clientId, clientSecret, issuer: chosen, sandbox: false };
    }
  }
  return { providers, problems };
}
