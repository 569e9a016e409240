import type { ReactNode } from 'react';
import { CustomerMenu } from '@/components/customer/customer-menu';
import { SiteFooter } from '@/components/navigation/site-footer';
import { SiteHeader } from '@/components/navigation/site-header';
import { mainContentId, SkipLink } from '@/components/navigation/skip-link';

/**
 * The customer area: the full header, the customer menu beside the content. A customer's own
 * values (a 100-character name or e-mail without a space) wrap anywhere rather than widen the page,
 * and neither column grows past the screen (`min-w-0`; docs/customer-area.md, "Long values").
 */
export function CustomerLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-8 wrap-anywhere md:grid-cols-[14rem_minmax(0,1fr)]">
        <aside className="min-w-0">
          <CustomerMenu />
        </aside>
        <main id={mainContentId} className="min-w-0">
          {children}
        </main>
      </div>
      <SiteFooter />
    </>
  );
}
