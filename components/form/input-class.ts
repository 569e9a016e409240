/** The look of every text input, select and text area of the shop's forms. */
export const inputClass =
  'min-h-11 w-full rounded-md border border-neutral-400 bg-white px-3 aria-[invalid=true]:border-red-700 focus-visible:outline-2 focus-visible:outline-brand-700';
