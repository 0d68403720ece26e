import type { ContactFieldName } from './contact-fields';
import { messages } from './messages';

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
 * One labelled field with its hint and its error, both tied to it for assistive technology.
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
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {!required && <span className="font-normal text-muted">{messages.optional}</span>}
      </label>
      {rows ? <textarea rows={rows} {...common} /> : <input type={type} {...common} />}
      {hint && (
        <p id={hintId} className="m-0 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="m-0 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
