import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/errors/not-found-view';
import { BareLayout } from '@/components/layouts/bare-layout';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('notFound');
  return { title: t('title'), robots: { index: false } };
}

export default function NotFound() {
  return (
    <BareLayout>
      <NotFoundView />
    </BareLayout>
  );
}
