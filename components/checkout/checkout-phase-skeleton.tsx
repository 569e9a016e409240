import { LoadingRegion } from '@/components/skeletons/loading-region';
import { SkeletonBlock } from '@/components/skeletons/skeleton-block';

/** What a checkout phase shows while its cart is read or while the guard moves the shopper on. */
export function CheckoutPhaseSkeleton() {
  return (
    <LoadingRegion needs="cart" className="grid gap-6 md:grid-cols-[1fr_20rem]">
      <div className="flex flex-col gap-3">
        {Array.from({ length: 4 }, (_, i) => (
          <SkeletonBlock key={i} className="h-16 w-full" />
        ))}
      </div>
      <SkeletonBlock className="h-48 w-full" />
    </LoadingRegion>
  );
}
