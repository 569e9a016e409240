/**
 * What a section shows in its place when the read it needs failed (lib/data/secondary-read.ts):
 * a short localized sentence, so a missing menu or list reads as a hiccup rather than as a shop
 * without one. The failure itself is logged on the server.
 */
export function SectionUnavailable({ message, className = '' }: { message: string; className?: string }) {
  return <p className={`text-sm text-neutral-600 ${className}`}>{message}</p>;
}
