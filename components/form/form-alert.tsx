/** A form's general error (not one field's), on screen and read out (role alert). */
export function FormAlert({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      {text}
    </p>
  );
}
