import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

/** The app paths of the terms and the privacy policy in the page's language; null when the shop has no such page. */
export interface LegalPageHrefs {
  terms: string | null;
  privacy: string | null;
}

const linkClass = 'font-medium text-brand-700 underline hover:text-brand-900';

/**
 * The sentence right above the order button: sending the order confirms the buyer read the terms
 * (the terms say so), so the button names them, with links to the terms and the privacy policy.
 * The button points at it with `aria-describedby`, so a screen reader reads it with the button.
 */
export function OrderTermsNote({ id, legalPages }: { id: string; legalPages: LegalPageHrefs }) {
  const t = useTranslations('checkout.delivery');
  const link = (href: string | null) =>
    function LegalLink(chunks: ReactNode) {
      return href ? (
        <a href={href} className={linkClass}>
          {chunks}
        </a>
      ) : (
        chunks
      );
    };
  return (
    <p id={id} className="text-sm text-neutral-700">
      {t.rich('termsNote', { terms: link(legalPages.terms), privacy: link(legalPages.privacy) })}
    </p>
  );
}
