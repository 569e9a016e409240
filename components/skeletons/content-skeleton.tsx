import { LoadingRegion } from './loading-region';
import { SkeletonBlock } from './skeleton-block';

/** Fallback of a text page or section (article, static page, reviews): a heading and paragraphs. */
export function ContentSkeleton({ lines = 6 }: { lines?: number }) {
  return (
    <LoadingRegion label="content" className="flex flex-col gap-3">
      <SkeletonBlock className="h-8 w-2/3" />
      {Array.from({ length: lines }, (_, i) => (
        <SkeletonBlock key={i} className={`h-4 ${i % 3 === 2 ? 'w-3/4' : 'w-full'}`} />
      ))}
    </LoadingRegion>
  );
}
