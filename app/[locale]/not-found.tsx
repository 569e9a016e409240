import { NotFoundView } from '@/components/errors/not-found-view';
import { BareLayout } from '@/components/layouts/bare-layout';

/**
 * No metadata here. No translated title: not-found metadata resolves outside the render that set
 * the request locale and gets no params, so next-intl would read request headers, which turns the
 * statically cached catalogue route (docs/caching.md) into a 500; the title falls back to the
 * shop's name. No robots tag: Next.js writes `noindex` into every 404 answer itself, and a second
 * one would repeat it.
 */
export default function NotFound() {
  return (
    <BareLayout>
      <NotFoundView />
    </BareLayout>
  );
}
