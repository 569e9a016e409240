import type { ReactNode } from 'react';
import type { Alternates } from '@/components/navigation/language-switch';
import { MinimalNavbar } from '@/components/navigation/minimal-navbar';
import { mainContentId, SkipLink } from '@/components/navigation/skip-link';

/** Login, password reset and error pages: a minimal navbar with the language switch. */
export function BareLayout({ alternates, children }: { alternates?: Alternates; children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <MinimalNavbar alternates={alternates} />
      <main id={mainContentId} className="mx-auto max-w-3xl px-4 py-12">
        {children}
      </main>
    </>
  );
}
