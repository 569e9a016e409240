import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld/breadcrumb-json-ld';
import { siteUrl } from '@/lib/seo/site-url';

export interface Crumb {
  label: string;
  href?: string;
}

/**
 * A breadcrumb trail; the last crumb is the current page. It carries its schema.org
 * BreadcrumbList for search engines, so every page with breadcrumbs has one.
 */
export async function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = await getTranslations('common');
  return (
    <nav aria-label={t('breadcrumbs')} className="mb-4 text-sm text-neutral-600">
      <JsonLd data={breadcrumbJsonLd(items, siteUrl())} />
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className="flex items-center gap-1">
            {index > 0 && <span aria-hidden="true">/</span>}
            {item.href && index < items.length - 1 ? (
              <a href={item.href} className="inline-flex min-h-6 items-center hover:text-brand-700 hover:underline">
                {item.label}
              </a>
            ) : (
              <span aria-current={index === items.length - 1 ? 'page' : undefined}>{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
