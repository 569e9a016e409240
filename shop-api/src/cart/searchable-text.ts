/** Lower-case and without diacritics, as pickup points are searched (`brno` finds `Brno`, `zilina` finds `Žilina`). */
export function searchableText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
