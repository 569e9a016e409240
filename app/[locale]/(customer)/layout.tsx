import { CustomerLayout } from '@/components/layouts/customer-layout';

export default function Layout({ children }: LayoutProps<'/[locale]'>) {
  return <CustomerLayout>{children}</CustomerLayout>;
}
