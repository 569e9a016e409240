import { getLocale, getTranslations } from 'next-intl/server';
import { blogHref } from '@/components/articles/blog-path';
import { SectionUnavailable } from '@/components/errors/section-unavailable';
import { SocialIcon } from '@/components/social/social-icon';
import { visibleSocialLinks } from '@/components/social/social-links';
import type { Locale } from '@contract/locales';
import { socialLinks } from '@/lib/shop-config';

/**
 * Footer: a link to the blog and the shop's social profiles (networks without a link are left
 * out). When the route table cannot be read, a note stands where the blog link would be.
 */
export async function SiteFooter() {
  const t = await getTranslations('footer');
  const tUnavailable = await getTranslations('unavailable');
  const locale = (await getLocale()) as Locale;
  const blog = await blogHref(locale, 'footer');
  const networks = visibleSocialLinks(socialLinks);
  return (
    <footer className="mt-16 border-t border-neutral-200 bg-neutral-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-6 px-4 py-8 text-sm text-neutral-700">
        <p>{t('copyright', { year: 2026 })}</p>
        {blog.ok && blog.data && (
          <nav aria-label={t('information')}>
            <ul className="flex gap-4">
              <li>
                <a href={blog.data} className="hover:text-brand-700 hover:underline">
                  {t('blog')}
                </a>
              </li>
            </ul>
          </nav>
        )}
        {!blog.ok && <SectionUnavailable message={tUnavailable('blogLink')} />}
        {networks.length > 0 && (
          <nav aria-label={t('followUs')}>
            <ul className="flex gap-2">
              {networks.map(({ network, href }) => (
                <li key={network}>
                  <a
                    href={href}
                    rel="noopener noreferrer"
                    className="flex min-h-11 items-center gap-2 rounded-full px-3 hover:bg-neutral-200 hover:text-brand-700"
                  >
                    <SocialIcon network={network} />
                    <span>{t(network)}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </footer>
  );
}
