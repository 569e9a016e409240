'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';

/**
 * "Page not found: {path}" with the path the visitor asked for: `path` when the server knows it (so
 * it is in the server HTML), else as the address bar shows it.
 */
export function NotFoundPath({ path }: { path?: string }) {
  const t = useTranslations('notFound');
  const pathname = usePathname();
  const shown = path ?? pathname;
  if (!shown) return null;
  return <p className="max-w-xl text-sm break-all text-neutral-600">{t('path', { path: safeDecode(shown) })}</p>;
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
