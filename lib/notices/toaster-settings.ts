/** Notice constants of the spec: 5000 ms, at most 3 visible, 356 px wide. */
export const toasterSettings = { durationMs: 5000, maxVisible: 3, widthPx: 356 } as const;
