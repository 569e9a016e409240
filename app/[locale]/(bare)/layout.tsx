import { BareLayout } from '@/components/layouts/bare-layout';

export default function Layout({ children }: LayoutProps<'/[locale]'>) {
  return <BareLayout>{children}</BareLayout>;
}
