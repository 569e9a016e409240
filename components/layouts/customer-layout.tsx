import type { ReactNode } from 'react';
import { CustomerMenu } from '@/components/customer/customer-menu';
import { SiteFooter } from '@/components/navigation/site-footer';
import { SiteHeader } from '@/components/navigation/site-header';
import { mainContentId, SkipLink } from '@/components/navigation/skip-link';

/** The customer area: the full header, the customer menu beside the content. */
export function CustomerLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:grid-cols-[14rem_1fr]">
        <aside>
          <CustomerMenu />
        </aside>
        <main id={mainContentId}>{children}</main>
      </div>
      <SiteFooter />
    </>
  );
}
