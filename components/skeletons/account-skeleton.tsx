import { LoadingRegion } from './loading-region';
import { SkeletonBlock } from './skeleton-block';

/** Fallback of the customer area: breadcrumbs, the menu and a panel of rows. */
export function AccountSkeleton() {
  return (
    <LoadingRegion className="flex flex-col gap-6">
      <SkeletonBlock className="h-4 w-48" />
      <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
        <div className="flex flex-col gap-3">
          {Array.from({ length: 6 }, (_, i) => (
            <SkeletonBlock key={i} className="h-5 w-40" />
          ))}
        </div>
        <div className="flex flex-col gap-3">
          <SkeletonBlock className="h-8 w-1/2" />
          {Array.from({ length: 4 }, (_, i) => (
            <SkeletonBlock key={i} className="h-12 w-full" />
          ))}
        </div>
      </div>
    </LoadingRegion>
  );
}
