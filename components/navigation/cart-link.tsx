import { Link } from '@/lib/i18n/navigation';

/** The cart link: a bag icon on a phone (its name for screen readers), the icon and the word from `lg` up. */
export function CartLink({ label }: { label: string }) {
  return (
    <Link
      href="/cart"
      className="flex size-11 shrink-0 items-center justify-center gap-2 rounded-md text-neutral-800 hover:bg-neutral-100 lg:size-auto lg:border lg:border-neutral-300 lg:px-3 lg:py-1.5 lg:text-sm lg:hover:border-brand-600 lg:hover:bg-transparent"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6 lg:size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M6 7h12l-1 13H7L6 7z" strokeLinejoin="round" />
        <path d="M9 7a3 3 0 0 1 6 0" strokeLinecap="round" />
      </svg>
      <span className="sr-only lg:not-sr-only">{label}</span>
    </Link>
  );
}
