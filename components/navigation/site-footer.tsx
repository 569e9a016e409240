import { getLocale, getTranslations } from 'next-intl/server';
import { SocialIcon } from '@/components/social/social-icon';
import { visibleSocialLinks } from '@/components/social/social-links';
import type { Locale } from '@contract/locales';
import { socialLinks } from '@/lib/shop-config';
import { FooterBrands } from './footer-brands';
import { FooterCompany } from './footer-company';
import { FooterInformation } from './footer-information';
import { NewsletterForm } from '@/components/customer/newsletter/newsletter-form';

/**
 * Footer: the shop's static pages and the blog, every brand, the company's contact details and
 * ids, and its social profiles (networks without a link are left out). Every page links every
 * page a crawler must find from here. Each column reads on its own; a failed read leaves a note
 * in that column (the failure is logged) and the rest of the footer stands.
 */
export async function SiteFooter() {
  const t = await getTranslations('footer');
  const newsletter = await getTranslations('newsletter');
  const locale = (await getLocale()) as Locale;
  // Called as functions, so the columns' reads run together instead of one after another.
  const [information, brands, company] = await Promise.all([
    FooterInformation({ locale }),
    FooterBrands({ locale }),
    FooterCompany({ locale }),
  ]);
  const networks = visibleSocialLinks(socialLinks);
  return (
    <footer className="mt-16 border-t border-neutral-200 bg-neutral-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 text-sm text-neutral-700 sm:grid-cols-2 lg:grid-cols-4">
        {information}
        {brands}
        {company}
        {networks.length > 0 && (
          <nav aria-labelledby="footer-follow-us" className="flex flex-col gap-3">
            <h2 id="footer-follow-us" className="text-sm font-semibold uppercase tracking-wide text-neutral-900">
              {t('followUs')}
            </h2>
            <ul className="flex flex-wrap gap-2">
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
      <section aria-labelledby="footer-newsletter" className="mx-auto max-w-6xl px-4 pb-8 text-sm text-neutral-700">
        <h2 id="footer-newsletter" className="mb-2 text-sm font-semibold uppercase tracking-wide text-neutral-900">
          {newsletter('footerTitle')}
        </h2>
        <div className="max-w-md">
          <NewsletterForm
            locale={locale}
            texts={{
              emailLabel: newsletter('emailLabel'),
              subscribe: newsletter('subscribe'),
              emailRequired: newsletter('emailRequired'),
              emailInvalid: newsletter('emailInvalid'),
              failed: newsletter('failed'),
              thanks: newsletter('thanks'),
              needsJavaScript: newsletter('needsJavaScript'),
            }}
          />
        </div>
      </section>
      <p className="mx-auto max-w-6xl px-4 pb-8 text-sm text-neutral-600">{t('copyright', { year: 2026 })}</p>
    </footer>
  );
}
