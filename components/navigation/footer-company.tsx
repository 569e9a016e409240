import { getTranslations } from 'next-intl/server';
import { SectionUnavailable } from '@/components/errors/section-unavailable';
import { secondaryRead } from '@/lib/data/secondary-read';
import { getShopInfo } from '@/lib/data/shop-info';
import type { Locale } from '@contract/locales';
import type { CompanyInfo } from '@contract/shop-info';

/** The country in the shopper's language, from its ISO code; the stored name when the runtime has none. */
function countryName(company: CompanyInfo, locale: Locale): string {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(company.country_iso) ?? company.country;
}

/** `+420 234 567 890` → `tel:+420234567890`. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * Who runs the shop and how to reach it, from the shop info: company name, address, e-mail and
 * phone, company and VAT ids (what a Czech or Slovak shop must state). Called as a function by the
 * footer (it awaits its columns together).
 */
export async function FooterCompany({ locale }: { locale: Locale }) {
  const t = await getTranslations('footer');
  const tUnavailable = await getTranslations('unavailable');
  const info = await secondaryRead({ resource: 'shop-info', section: 'footer contact' }, () => getShopInfo(locale));
  return (
    <section aria-labelledby="footer-contact" className="flex flex-col gap-3">
      <h2 id="footer-contact" className="text-sm font-semibold uppercase tracking-wide text-neutral-900">
        {t('contact')}
      </h2>
      {info.ok ? (
        <CompanyDetails
          company={info.data.company}
          country={countryName(info.data.company, locale)}
          labels={{ email: t('email'), phone: t('phone'), companyId: t('companyId'), vatId: t('vatId') }}
        />
      ) : (
        <SectionUnavailable message={tUnavailable('contact')} />
      )}
    </section>
  );
}

const linkClass = 'inline-flex min-h-6 items-center hover:text-brand-700 hover:underline';

function CompanyDetails({
  company,
  country,
  labels,
}: {
  company: CompanyInfo;
  country: string;
  labels: Record<'email' | 'phone' | 'companyId' | 'vatId', string>;
}) {
  return (
    <address className="flex flex-col gap-1 not-italic">
      <span className="font-medium text-neutral-900">{company.name}</span>
      <span>{company.street_address}</span>
      <span>
        {company.postal_code} {company.city}
      </span>
      <span>{country}</span>
      {company.email && (
        <a href={`mailto:${company.email}`} className={linkClass}>
          <span className="sr-only">{labels.email}: </span>
          {company.email}
        </a>
      )}
      {company.phone && (
        <a href={telHref(company.phone)} className={linkClass}>
          <span className="sr-only">{labels.phone}: </span>
          {company.phone}
        </a>
      )}
      <span>
        {labels.companyId}: {company.identifier}
      </span>
      {company.vat_identifier && (
        <span>
          {labels.vatId}: {company.vat_identifier}
        </span>
      )}
    </address>
  );
}
