/** A grey placeholder of the size its classes give; purely visual. */
export function SkeletonBlock({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`animate-pulse rounded-md bg-neutral-200 motion-reduce:animate-none ${className}`}
    />
  );
}
