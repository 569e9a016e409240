import { locales, type Locale } from '@contract/locale-codes';

export type Alternates = Partial<Record<Locale, string>>;

/**
 * The language switch's markup: a link to the page in each language, the current one marked. No
 * hooks, so a server component renders it without shipping any JavaScript (the 404 page's navbar),
 * and the client `LanguageSwitch` renders the same markup with the current route's paths.
 */
export function LanguageLinks({
  current,
  hrefs,
  label,
  names,
}: {
  current: string;
  hrefs: Alternates;
  /** The navigation's accessible name ("Language"). */
  label: string;
  /** Each language's name in the page's language, for screen readers. */
  names: Record<Locale, string>;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex gap-1 text-sm">
        {locales.map((locale) => (
          <li key={locale}>
            <a
              href={hrefs[locale] ?? `/${locale}`}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              className={`rounded px-2 py-1 uppercase hover:bg-neutral-100 ${locale === current ? 'font-semibold text-brand-700 underline' : 'text-neutral-700'}`}
            >
              <span aria-hidden="true">{locale}</span>
              <span className="sr-only">{names[locale]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
