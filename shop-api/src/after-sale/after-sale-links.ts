import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed tokens of returns and complaints (docs/returns-and-complaints.md): a guest's proof of
 * an order (`POST /order-access`) and the links a mail or an answer carries (the slip, a photo).
 * Each is an HMAC-SHA256 under the server's secret over what it opens and until when, so nothing
 * is stored and a token opens that one thing only.
 */

const unixSeconds = (ms: number) => Math.floor(ms / 1000);

/** How long a guest's proof opens the order's returns and complaints. */
export const orderProofLifetimeSeconds = 2 * 60 * 60;
/** How long a mailed slip link works. */
export const slipLinkLifetimeSeconds = 30 * 24 * 60 * 60;
/** How long a photo's `url` works after the answer that carried it. */
export const photoLinkLifetimeSeconds = 60 * 60;

function sign(secret: string, subject: string, expires: number): string {
  return createHmac('sha256', secret).update(`${subject}:${expires}`).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface SignedLink {
  expires: number;
  signature: string;
}

export interface AfterSaleSigner {
  /** `v1.<order id>.<expires>.<signature>`: the token POST /order-access answers. */
  orderProof(orderId: number, now?: number): { token: string; expiresAt: Date };
  /** The order a proof token opens, or null when it is not one, is for another order or expired. */
  provenOrderId(token: string | undefined, now?: number): number | null;
  /** `expires` and `signature` for a link to `subject` (`refund-slip:12`, `complaint-photo:3:7`). */
  link(subject: string, lifetimeSeconds: number, now?: number): SignedLink;
  /** Whether a link's query was handed out for `subject` and still holds. */
  linkHolds(subject: string, link: SignedLink, now?: number): boolean;
}

export function createAfterSaleSigner(secret: string): AfterSaleSigner {
  return {
    orderProof(orderId, now = Date.now()) {
      const expires = unixSeconds(now) + orderProofLifetimeSeconds;
      return {
        token: `v1.${orderId}.${expires}.${sign(secret, `order-proof:${orderId}`, expires)}`,
        expiresAt: new Date(expires * 1000),
      };
    },
    provenOrderId(token, now = Date.now()) {
      const match = token ? /^v1\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
      if (!match) return null;
      const [, id = '', expires = '', signature = ''] = match;
      if (!sameText(signature, sign(secret, `order-proof:${Number(id)}`, Number(expires)))) return null;
      return Number(expires) > unixSeconds(now) ? Number(id) : null;
    },
    link(subject, lifetimeSeconds, now = Date.now()) {
      const expires = unixSeconds(now) + lifetimeSeconds;
      return { expires, signature: sign(secret, subject, expires) };
    },
    linkHolds(subject, link, now = Date.now()) {
      return sameText(link.signature, sign(secret, subject, link.expires)) && link.expires > unixSeconds(now);
    },
  };
}
