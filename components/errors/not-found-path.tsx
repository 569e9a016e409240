'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { shownPath } from './shown-path';

/**
 * "Page not found: {path}" with the path as the address bar shows it: for a `notFound()` of a
 * route, drawn where the server does not know the path (the 404 page itself writes it on the server).
 */
export function NotFoundPath() {
  const t = useTranslations('notFound');
  const pathname = usePathname();
  if (!pathname) return null;
  return <p className="max-w-xl text-sm break-all text-neutral-600">{t('path', { path: shownPath(pathname) })}</p>;
}
