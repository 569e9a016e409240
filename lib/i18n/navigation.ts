import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** Locale-aware Link, redirect and hooks: app routes take their localized paths from the routing config. */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
