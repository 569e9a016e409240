'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

type LoadingLabel = 'page' | 'products' | 'content';

/**
 * Wraps a skeleton: screen readers hear one polite "Loading…" status instead of empty shapes,
 * and the region is marked busy until the real content replaces it.
 */
export function LoadingRegion({
  label = 'page',
  className = '',
  children,
}: {
  label?: LoadingLabel;
  className?: string;
  children: ReactNode;
}) {
  const t = useTranslations('loading');
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className="sr-only">{t(label)}</span>
      {children}
    </div>
  );
}
