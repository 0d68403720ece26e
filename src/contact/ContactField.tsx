import type { ContactFieldName } from './contact-fields';
import { LabelledField } from '../components/ui/LabelledField';

interface ContactFieldProps {
  name: ContactFieldName;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  type?: 'text' | 'email';
  autoComplete?: string;
  rows?: number;
  /** The visitor changed the field (its value stays in the DOM: the field is uncontrolled). */
  onEdit(name: ContactFieldName): void;
}

const controlClass =
  'w-full rounded-lg border border-line bg-bg px-3 py-2 text-base text-fg placeholder:text-muted ' +
  'focus-visible:(outline-2 outline-offset-1 outline-primary outline) aria-[invalid=true]:border-danger';

/**
 * One field of the contact form with its hint and its error, both tied to it for assistive technology.
 * Uncontrolled, so hydration and re-renders never touch what the visitor typed.
 */
export function ContactField({ name, label, error, hint, required, type = 'text', autoComplete, rows, onEdit }: ContactFieldProps) {
  const id = `contact-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    required,
    autoComplete,
    className: controlClass,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onChange: () => onEdit(name),
  };
  return (
    <LabelledField
      id={id}
      label={label}
      required={required}
      hint={hint && hintId ? { id: hintId, text: hint } : undefined}
      error={error && errorId ? { id: errorId, text: error } : undefined}
    >
      {rows ? <textarea rows={rows} {...common} /> : <input type={type} {...common} />}
    </LabelledField>
  );
}
