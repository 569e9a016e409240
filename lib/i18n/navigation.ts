import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/**
 * Locale-aware Link, pathname hook, router and path builder: app routes take their localized
 * paths from the routing config.
 */
export const { Link, usePathname, useRouter, getPathname } = createNavigation(routing);
