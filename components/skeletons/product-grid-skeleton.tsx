import { LoadingRegion } from './loading-region';
import { SkeletonBlock } from './skeleton-block';

/** A product card's shape: square picture, two lines of name, price. */
export function ProductCardSkeleton() {
  return (
    <div className="flex flex-col gap-2">
      <SkeletonBlock className="aspect-square w-full" />
      <SkeletonBlock className="h-4 w-4/5" />
      <SkeletonBlock className="h-4 w-3/5" />
      <SkeletonBlock className="h-5 w-1/3" />
    </div>
  );
}

/** Fallback of a product listing (category, brand, search, related products) while its products load. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <LoadingRegion label="products">
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: count }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    </LoadingRegion>
  );
}
