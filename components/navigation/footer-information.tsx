import { getTranslations } from 'next-intl/server';
import { blogHref } from '@/components/articles/blog-path';
import { SectionUnavailable } from '@/components/errors/section-unavailable';
import { secondaryRead } from '@/lib/data/secondary-read';
import { listStaticPages } from '@/lib/data/static-pages';
import { catalogueHref } from '@/lib/routing/catalogue-href';
import type { Locale } from '@contract/locales';
import { FooterColumn, FooterLink } from './footer-column';

/**
 * The shop's static pages (terms, shipping and returns, about…) as the shop API lists them in the
 * language, and the blog. Each read can fail on its own; a note then stands for what is missing.
 */
export async function FooterInformation({ locale }: { locale: Locale }) {
  const t = await getTranslations('footer');
  const tUnavailable = await getTranslations('unavailable');
  const [pages, blog] = await Promise.all([
    secondaryRead({ resource: 'static-pages', section: 'footer' }, () => listStaticPages(locale)),
    blogHref(locale, 'footer'),
  ]);
  return (
    <FooterColumn id="footer-information" heading={t('information')}>
      <ul className="flex flex-col gap-1">
        {pages.ok &&
          pages.data.map((page) => (
            <li key={page.id}>
              <FooterLink href={catalogueHref(locale, page._embedded?.urls, page.slug)}>{page.name}</FooterLink>
            </li>
          ))}
        {blog.ok && blog.data && (
          <li>
            <FooterLink href={blog.data}>{t('blog')}</FooterLink>
          </li>
        )}
      </ul>
      {!pages.ok && <SectionUnavailable message={tUnavailable('footerPages')} />}
      {!blog.ok && <SectionUnavailable message={tUnavailable('blogLink')} />}
    </FooterColumn>
  );
}
