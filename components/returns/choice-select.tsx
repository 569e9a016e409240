import { fieldDescription, FieldFrame } from '@/components/form/field-frame';
import { inputClass } from '@/components/form/input-class';

/** A labelled select of the form kit's frame: one of a list of codes, each shown by its text. */
export function ChoiceSelect({
  id,
  label,
  placeholder,
  value,
  options,
  error,
  onChange,
}: {
  id: string;
  label: string;
  placeholder?: string;
  value: string;
  options: { value: string; label: string }[];
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescription(id, { error })}
        className={inputClass}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
