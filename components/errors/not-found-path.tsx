'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';

/** "Page not found: {path}" with the path the visitor asked for, as the address bar shows it. */
export function NotFoundPath() {
  const t = useTranslations('notFound');
  const pathname = usePathname();
  if (!pathname) return null;
  return <p className="max-w-xl text-sm break-all text-neutral-600">{t('path', { path: safeDecode(pathname) })}</p>;
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
