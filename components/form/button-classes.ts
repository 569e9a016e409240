/** The main action of a form in a dialog or a narrow column: the full width. */
export const primaryButtonClass =
  'min-h-11 w-full rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-disabled:opacity-70';

/** A button that reads as a link (switching between the login, registration and reset forms). */
export const linkButtonClass =
  'min-h-11 text-sm font-medium text-brand-700 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700';
