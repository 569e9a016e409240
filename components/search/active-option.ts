// Apart from the popup's rows (search-options.ts), which load with the popup: the box's keys need only this.
/** The next active row for ArrowDown (+1) or ArrowUp (-1), wrapping around; -1 means none. */
export function moveActive(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (current === -1) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
