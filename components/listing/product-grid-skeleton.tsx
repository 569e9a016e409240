/** Placeholder cards while a listing loads: the grid's shape, no content. */
export function ProductGridSkeleton({ count = 8, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-label={label}>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="flex animate-pulse flex-col gap-2">
            <div className="aspect-square rounded bg-neutral-200" />
            <div className="h-4 w-3/4 rounded bg-neutral-200" />
            <div className="h-5 w-1/3 rounded bg-neutral-200" />
          </li>
        ))}
      </ul>
    </div>
  );
}
