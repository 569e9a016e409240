import { describe, expect, it } from 'vitest';
import { createAfterSaleSigner, orderProofLifetimeSeconds } from './after-sale-links';
import { sniffPhotoType } from './photo-type';

describe('proofs and signed links', () => {
  const signer = createAfterSaleSigner('a-secret-of-sixteen-characters');
  const now = Date.UTC(2026, 10, 27, 12);

  it('a proof opens its order until it expires, and nothing else', () => {
    const { token } = signer.orderProof(42, now);
    expect(signer.provenOrderId(token, now)).toBe(42);
    expect(signer.provenOrderId(token, now + (orderProofLifetimeSeconds + 1) * 1000)).toBeNull();
    expect(signer.provenOrderId(token.replace('v1.42.', 'v1.43.'), now)).toBeNull();
    expect(createAfterSaleSigner('another-secret-of-16-chars').provenOrderId(token, now)).toBeNull();
    expect(signer.provenOrderId(undefined, now)).toBeNull();
  });

  it('a link holds for its subject until it expires', () => {
    const link = signer.link('refund-slip:7', 60, now);
    expect(signer.linkHolds('refund-slip:7', link, now)).toBe(true);
    expect(signer.linkHolds('refund-slip:8', link, now)).toBe(false);
    expect(signer.linkHolds('refund-slip:7', link, now + 61_000)).toBe(false);
  });
});

describe('photo types by their bytes', () => {
  it('knows JPEG, PNG and WebP, and nothing else', () => {
    expect(sniffPhotoType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffPhotoType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffPhotoType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(sniffPhotoType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffPhotoType(new Uint8Array())).toBeNull();
  });
});
