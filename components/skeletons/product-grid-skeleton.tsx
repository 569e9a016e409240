/**
 * Placeholder cards while products load: a filtered listing between two states (kept hidden in
 * every category and brand page until a navigation starts), an article's products. Laid out like
 * ProductGrid, so the cards take the placeholders' places. Plain server markup with the label
 * passed in, rather than a LoadingRegion: a listing page then ships no client component for it.
 */
export function ProductGridSkeleton({ label, count = 8 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-label={label}>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="flex animate-pulse flex-col gap-2 motion-reduce:animate-none">
            <div className="aspect-square rounded bg-neutral-200" />
            <div className="h-4 w-3/4 rounded bg-neutral-200" />
            <div className="h-5 w-1/3 rounded bg-neutral-200" />
          </li>
        ))}
      </ul>
    </div>
  );
}
