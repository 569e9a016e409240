import type { Locale } from '@contract';

/** `Červené bavlněné tričko` → `cervene-bavlnene-tricko`. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'item';
}

/**
 * Hands out paths that are unique per language across every kind of page; a taken path gets
 * `-2`, `-3` … appended, the way the page lookup expects one row per (language, path).
 */
export class SlugRegistry {
  private readonly taken = new Map<Locale, Set<string>>();

  /** Marks a path as used without handing it out (old paths, redirect sources). */
  reserve(locale: Locale, path: string): void {
    this.pathsOf(locale).add(path);
  }

  claim(locale: Locale, text: string): string {
    const paths = this.pathsOf(locale);
    const base = slugify(text);
    let path = base;
    for (let n = 2; paths.has(path); n++) path = `${base}-${n}`;
    paths.add(path);
    return path;
  }

  private pathsOf(locale: Locale): Set<string> {
    let paths = this.taken.get(locale);
    if (!paths) {
      paths = new Set();
      this.taken.set(locale, paths);
    }
    return paths;
  }
}
