import type { ReactNode } from 'react';
import { mainContentId, SkipLink } from '@/components/navigation/skip-link';
import { NotFoundNavbar } from './not-found-navbar';

/** The 404 page's frame: the bare layout's, with a navbar rendered on the server. */
export function NotFoundLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <NotFoundNavbar />
      <main id={mainContentId} className="mx-auto max-w-3xl px-4 py-12">
        {children}
      </main>
    </>
  );
}
