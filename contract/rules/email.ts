/**
 * The one e-mail rule: at most 254 characters (RFC 5321's path limit) and the form zod's
 * `z.email()` checks by default (`emailPattern` is that pattern, so the storefront can check an
 * address without loading zod; `email.test.ts` fails if zod's ever changes). Pure (no zod); the zod
 * field is in `field-schemas.ts`.
 */
export const emailMaxLength = 254;

export const emailPattern =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** Whether a typed address (trimmed) is one the shop API takes. */
export function isEmailAddress(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length <= emailMaxLength && emailPattern.test(trimmed);
}
