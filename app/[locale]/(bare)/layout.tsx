import { BareLayout } from '@/components/layouts/bare-layout';
import { noIndexMetadata } from '@/lib/seo/page-metadata';

/** Per-shopper pages: kept out of search indexes, their links still followed. */
export const metadata = noIndexMetadata;

export default function Layout({ children }: LayoutProps<'/[locale]'>) {
  return <BareLayout>{children}</BareLayout>;
}
