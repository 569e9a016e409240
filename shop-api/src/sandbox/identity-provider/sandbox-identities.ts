import { randomBytes } from 'node:crypto';

/** What the sandbox identity provider says about a person (OpenID Connect claims; its accounts). */
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

/** The account id of a choice on the consent page: the choice, and for a new shopper a fresh id. */
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
