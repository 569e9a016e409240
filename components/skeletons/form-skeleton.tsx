import { LoadingRegion } from './loading-region';
import { SkeletonBlock } from './skeleton-block';

/** Fallback of a small form page (login, password reset): heading, fields, button. */
export function FormSkeleton({ fields = 2 }: { fields?: number }) {
  return (
    <LoadingRegion className="mx-auto flex w-full max-w-sm flex-col gap-4">
      <SkeletonBlock className="h-8 w-2/3" />
      {Array.from({ length: fields }, (_, i) => (
        <div key={i} className="flex flex-col gap-2">
          <SkeletonBlock className="h-4 w-24" />
          <SkeletonBlock className="h-10 w-full" />
        </div>
      ))}
      <SkeletonBlock className="h-10 w-32" />
    </LoadingRegion>
  );
}
