import type { ComplaintPhotoType } from '@contract/codes/complaints';

/**
 * The image type a file's first bytes say it is, or null for anything else. A photo is stored only
 * when this matches the type it was sent as (docs/returns-and-complaints.md, "Photos").
 */
export function sniffPhotoType(bytes: Uint8Array): ComplaintPhotoType | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}
