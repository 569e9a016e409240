/**
 * The order's number, which is also its variable symbol for a bank transfer: the year's last two
 * digits and the order id in eight digits (`2600000123`). Ten digits at most, as a Czech or Slovak
 * variable symbol allows, unique because the id is; a shopper can read it out on the phone.
 */
export function orderCode(orderId: number, placedAt: Date): string {
  const year = String(placedAt.getUTCFullYear() % 100).padStart(2, '0');
  const id = String(orderId % 100_000_000).padStart(8, '0');
  return `${year}${id}`;
}

/** The day a bank transfer is due, `days` after `placedAt` (YYYY-MM-DD, UTC). */
export function dueDate(placedAt: Date, days: number): string {
  const due = new Date(placedAt.getTime() + days * 24 * 60 * 60 * 1000);
  return due.toISOString().slice(0, 10);
}
