'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useAppPathname } from '@/lib/i18n/use-app-pathname';
import { customerMenu } from '@/lib/customer/customer-menu';

export function CustomerMenu() {
  const t = useTranslations('customer');
  const pathname = useAppPathname();
  return (
    <nav aria-label={t('menu')}>
      <ul className="flex flex-col gap-1 text-sm">
        {customerMenu.map((item) => (
          <li key={item.route}>
            <Link
              href={item.route}
              aria-current={pathname === item.route ? 'page' : undefined}
              className="block rounded px-3 py-2 hover:bg-neutral-100 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold"
            >
              {t(item.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
