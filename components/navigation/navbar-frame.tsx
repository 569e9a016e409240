import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';

/**
 * The spec's minimal navbar as markup only (no hooks), so a client navbar (the cart's and login's,
 * `minimal-navbar.tsx`) and a server one (the 404's, `not-found-navbar.tsx`) draw the same header:
 * the shop's name linking home, the languages, and on a phone the price switch in a row of its own.
 */
export function NavbarFrame({
  shopName,
  languages,
  preferences,
}: {
  shopName: string;
  languages: ReactNode;
  preferences?: ReactNode;
}) {
  return (
    <header className="border-b border-neutral-200">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <Link href="/" className="text-lg font-bold whitespace-nowrap text-brand-900">
          {shopName}
        </Link>
        <div className="flex items-center gap-4 sm:order-last">{languages}</div>
        {/* On a phone the price switch has a row of its own under the name and the languages, so
            nothing is squeezed onto a second line by chance; from `sm` up all sit in one row. */}
        {preferences && <div className="flex w-full justify-end sm:w-auto sm:ml-auto">{preferences}</div>}
      </div>
    </header>
  );
}
