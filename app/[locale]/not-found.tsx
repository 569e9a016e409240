import { NotFoundLayout } from '@/components/errors/not-found-layout';
import { NotFoundView } from '@/components/errors/not-found-view';

/**
 * No metadata here. No translated title: not-found metadata resolves outside the render that set
 * the request locale and gets no params, so next-intl would read request headers, which turns the
 * statically cached catalogue route (docs/caching.md) into a 500; the title falls back to the
 * shop's name. No robots tag: Next.js writes `noindex` into every 404 answer itself, and a second
 * one would repeat it. Its navbar is rendered on the server: this boundary's elements are in every
 * page's payload, so its client code would be in every page's first load.
 */
export default function NotFound() {
  return (
    <NotFoundLayout>
      <NotFoundView />
    </NotFoundLayout>
  );
}
