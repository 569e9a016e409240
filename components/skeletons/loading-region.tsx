'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ScriptRequiredNote } from '@/components/form/script-required-note';

type LoadingLabel = 'page' | 'products' | 'content';

/**
 * Wraps a skeleton: screen readers hear one polite "Loading…" status instead of empty shapes,
 * and the region is marked busy until the real content replaces it.
 *
 * The content that replaces a skeleton comes by script (a client island, or a streamed segment
 * that React swaps in), so without JavaScript the skeleton would stay for ever: then it is hidden
 * and a `<noscript>` says what the page needs (`needs`: the cart's own words on cart and checkout).
 */
export function LoadingRegion({
  label = 'page',
  needs = 'page',
  className = '',
  children,
}: {
  label?: LoadingLabel;
  needs?: 'page' | 'cart';
  className?: string;
  children: ReactNode;
}) {
  const t = useTranslations('loading');
  return (
    <>
      <ScriptRequiredNote>{t(`needsJavaScript.${needs}`)}</ScriptRequiredNote>
      <div role="status" aria-busy="true" className={`noscript:hidden ${className}`}>
        <span className="sr-only">{t(label)}</span>
        {children}
      </div>
    </>
  );
}
