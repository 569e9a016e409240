import { createHmac, randomBytes } from 'node:crypto';
import { sameSecret } from '../../auth/tokens';

/** What the sandbox identity provider's userinfo endpoint says about a person (OpenID Connect claims). */
export interface SandboxProfile {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  name: string;
}

/** The test identities the consent page offers (docs/customer-accounts.md). */
export const sandboxIdentityChoices = ['demo', 'new', 'unverified'] as const;
export type SandboxIdentityChoice = (typeof sandboxIdentityChoices)[number];

const demoEmail = 'jana.novakova@example.com';

/** The identity key kept with an authorization code: the choice, and for a new shopper a fresh id. */
export function identityKeyOf(choice: SandboxIdentityChoice): string {
  return choice === 'new' ? `new:${randomBytes(6).toString('hex')}` : choice;
}

export function profileOf(identityKey: string): SandboxProfile | undefined {
  if (identityKey === 'demo')
    return {
      sub: 'sandbox-demo-jana',
      email: demoEmail,
      email_verified: true,
      given_name: 'Jana',
      family_name: 'Nováková',
      name: 'Jana Nováková',
    };
  if (identityKey === 'unverified')
    return {
      sub: 'sandbox-unverified-jana',
      email: demoEmail,
      email_verified: false,
      given_name: 'Jana',
      family_name: 'Neověřená',
      name: 'Jana Neověřená',
    };
  const fresh = /^new:([0-9a-f]{12})$/.exec(identityKey);
  if (!fresh) return undefined;
  return {
    sub: `sandbox-new-${fresh[1]}`,
    email: `shopper-${fresh[1]}@example.com`,
    email_verified: true,
    given_name: 'Nový',
    family_name: 'Nakupující',
    name: 'Nový Nakupující',
  };
}

/**
 * The sandbox's access tokens need no table: `<identity>.<provider>.<expiry>.<HMAC>` signed with the
 * client secret, checked by the userinfo endpoint.
 */
export function signSandboxAccessToken(secret: string, provider: string, identityKey: string, expiresAt: number) {
  const payload = `${Buffer.from(identityKey).toString('base64url')}.${provider}.${expiresAt}`;
  return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
}

export function verifySandboxAccessToken(secret: string, provider: string, token: string): string | undefined {
  const parts = token.split('.');
  if (parts.length !== 4) return undefined;
  const [identity, tokenProvider, expiry, signature] = parts as [string, string, string, string];
  const payload = `${identity}.${tokenProvider}.${expiry}`;
  const expected = createHmac('sha256', secret).update(payload).digest('base64url');
  if (!sameSecret(signature, expected) || tokenProvider !== provider || Number(expiry) < Date.now()) return undefined;
  return Buffer.from(identity, 'base64url').toString();
}
