import { LoadingRegion } from '@/components/skeletons/loading-region';
import { SkeletonBlock } from '@/components/skeletons/skeleton-block';

/** An article card's shape: 3:2 cover, two lines of title, a meta line, perex. */
function ArticleCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-lg border border-neutral-200">
      <SkeletonBlock className="aspect-[3/2] w-full rounded-none" />
      <div className="flex flex-col gap-2 p-4">
        <SkeletonBlock className="h-5 w-4/5" />
        <SkeletonBlock className="h-4 w-1/2" />
        <SkeletonBlock className="h-4 w-full" />
        <SkeletonBlock className="h-4 w-3/4" />
      </div>
    </div>
  );
}

/** Fallback of an article list while its articles load. */
export function ArticleListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <LoadingRegion label="content">
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, i) => (
          <ArticleCardSkeleton key={i} />
        ))}
      </div>
    </LoadingRegion>
  );
}
