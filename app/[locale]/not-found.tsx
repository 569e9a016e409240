import type { Metadata } from 'next';
import { NotFoundView } from '@/components/errors/not-found-view';
import { BareLayout } from '@/components/layouts/bare-layout';

/**
 * No translated title here: not-found metadata resolves outside the render that set the request
 * locale and gets no params, so next-intl would read request headers, which turns the statically
 * cached catalogue route (docs/caching.md) into a 500. The title falls back to the shop's name.
 */
export const metadata: Metadata = { robots: { index: false } };

export default function NotFound() {
  return (
    <BareLayout>
      <NotFoundView />
    </BareLayout>
  );
}
