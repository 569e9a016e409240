import { getLocale, getTranslations } from 'next-intl/server';
import type { ProductAttachment } from '@contract/entities/product-extras';

const intlLocales: Record<string, string> = { cs: 'cs-CZ', sk: 'sk-SK', en: 'en-GB' };

/** "12 kB", "1.4 MB" in the shopper's language. */
function formatFileSize(bytes: number, locale: string): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [Math.max(1, bytes / 1000), 'kilobyte'];
  return new Intl.NumberFormat(intlLocales[locale] ?? locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

/** Files to download (size charts, manuals), served by the shop API. */
export async function ProductAttachments({ attachments }: { attachments: ProductAttachment[] }) {
  if (attachments.length === 0) return null;
  const t = await getTranslations('product');
  const locale = await getLocale();
  return (
    <section aria-labelledby="attachments-heading" className="mt-12">
      <h2 id="attachments-heading" className="text-xl font-semibold">
        {t('attachments')}
      </h2>
      <ul className="mt-4 flex flex-col gap-2">
        {attachments.map((attachment) => {
          const file = attachment._embedded.attachment;
          return (
            <li key={attachment.id}>
              <a
                href={attachment.download_url}
                download={file.name}
                className="font-medium text-brand-700 underline hover:no-underline"
              >
                {attachment.description ?? file.name}
              </a>{' '}
              <span className="text-sm text-neutral-600">
                (
                {t('attachmentMeta', {
                  extension: file.extension.toUpperCase(),
                  size: formatFileSize(file.size, locale),
                })}
                )
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
