import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) with its default cost: 19 MiB, 2 passes, 1 lane, the
 * OWASP minimum. The PHC string keeps the parameters, so raising them later still verifies old hashes.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verified against when the e-mail has no account, so an unknown e-mail takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;

/** Whether the password matches the stored hash; a missing hash still costs one verification. */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hash('lumen-decoy-password');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
