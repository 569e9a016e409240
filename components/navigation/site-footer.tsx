import { getTranslations } from 'next-intl/server';
import { socialLinks, type SocialNetwork } from '@/lib/shop-config';

/** Footer with the shop's social profiles; networks without a link are left out. */
export async function SiteFooter() {
  const t = await getTranslations('footer');
  const networks = (Object.keys(socialLinks) as SocialNetwork[]).filter((n) => socialLinks[n] !== '');
  return (
    <footer className="mt-16 border-t border-neutral-200 bg-neutral-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-8 text-sm text-neutral-700">
        <p>{t('copyright', { year: 2026 })}</p>
        <nav aria-label={t('followUs')}>
          <ul className="flex gap-4">
            {networks.map((network) => (
              <li key={network}>
                <a href={socialLinks[network]} rel="noopener noreferrer" className="hover:text-brand-700">
                  {t(network)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
