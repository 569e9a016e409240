/**
 * What a cart or order line is called, everywhere it is shown (cart, order recap, mails). A
 * variation's name usually begins with its product's ("Zimní parka Vento – L, Červená"), so it
 * stands alone; a bare one ("Modrá, M") follows the product's name after a dash.
 */
export function lineName(name: string, variationName: string | null | undefined): string {
  const variation = variationName?.trim();
  if (!variation) return name;
  return variation.toLocaleLowerCase().startsWith(name.trim().toLocaleLowerCase())
    ? variation
    : `${name} – ${variation}`;
}
