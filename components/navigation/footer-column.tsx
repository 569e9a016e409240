import type { ReactNode } from 'react';

/** One column of the footer: a navigation region named by its visible heading. */
export function FooterColumn({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <nav aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wide text-neutral-900">
        {heading}
      </h2>
      {children}
    </nav>
  );
}

/** A footer link, tall enough to tap (WCAG 2.5.8). */
export function FooterLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className="inline-flex min-h-6 items-center py-0.5 hover:text-brand-700 hover:underline">
      {children}
    </a>
  );
}
