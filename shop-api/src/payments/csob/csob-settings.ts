import type { KeyObject } from 'node:crypto';

/** What the ČSOB adapter needs (docs/orders-and-payments.md, "ČSOB"): all four settings, or none. */
export interface CsobSettings {
  merchantId: string;
  /** The shop's private key (signs every request). */
  privateKey: KeyObject;
  /** The bank's public key (verifies every answer and the return). */
  bankPublicKey: KeyObject;
  /** eAPI 1.9: `https://iapi.iplatebnibrana.csob.cz/api/v1.9` (test) or `https://api.platebnibrana.csob.cz/api/v1.9`. */
  apiUrl: string;
}

export const csobSettingNames = [
  'CSOB_MERCHANT_ID',
  'CSOB_PRIVATE_KEY_FILE',
  'CSOB_BANK_PUBLIC_KEY_FILE',
  'CSOB_API_URL',
] as const;
