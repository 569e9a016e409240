import { CartLayout } from '@/components/layouts/cart-layout';

export default function Layout({ children }: LayoutProps<'/[locale]'>) {
  return <CartLayout>{children}</CartLayout>;
}
