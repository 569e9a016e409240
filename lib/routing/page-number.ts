/** The `page` query parameter of a listing: absent means 1; anything but a positive integer is invalid (null). */
export function parsePageNumber(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1;
  if (Array.isArray(value) || !/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}
