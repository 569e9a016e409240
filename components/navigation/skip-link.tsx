import { getTranslations } from 'next-intl/server';

export const mainContentId = 'main-content';

export async function SkipLink() {
  const t = await getTranslations('common');
  return (
    <a
      href={`#${mainContentId}`}
      className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
    >
      {t('skipToContent')}
    </a>
  );
}
