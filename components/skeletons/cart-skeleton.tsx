import { LoadingRegion } from './loading-region';
import { SkeletonBlock } from './skeleton-block';

/** Fallback of the cart steps: the step bar, item lines and the order summary. */
export function CartSkeleton() {
  return (
    <LoadingRegion needs="cart" className="flex flex-col gap-6">
      <SkeletonBlock className="h-10 w-full" />
      <div className="grid gap-6 md:grid-cols-[1fr_18rem]">
        <div className="flex flex-col gap-4">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="flex items-center gap-4">
              <SkeletonBlock className="size-16 shrink-0" />
              <SkeletonBlock className="h-4 flex-1" />
              <SkeletonBlock className="h-4 w-20" />
            </div>
          ))}
        </div>
        <SkeletonBlock className="h-48 w-full" />
      </div>
    </LoadingRegion>
  );
}
