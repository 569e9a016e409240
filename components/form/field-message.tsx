/**
 * A field's error under the field, already in the page's language; its id is what the field's
 * `aria-describedby` names. `alert` reads it out at once, for a form that has no alert of its own.
 */
export function FieldMessage({ id, message, alert }: { id: string; message: string | undefined; alert?: boolean }) {
  if (!message) return null;
  return (
    <p id={id} role={alert ? 'alert' : undefined} className="mt-1 text-sm text-red-800">
      {message}
    </p>
  );
}
