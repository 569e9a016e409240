/** A heart, outlined or filled; decorative (the button carries the label). */
export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 21s-7.5-4.6-9.5-9.1C1.2 8.9 3 5 6.6 5c2.1 0 3.5 1.2 5.4 3.3C13.9 6.2 15.3 5 17.4 5 21 5 22.8 8.9 21.5 11.9 19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

export const heartButtonClass =
  'relative z-10 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-red-700 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
