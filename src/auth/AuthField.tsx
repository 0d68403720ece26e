import { useId, type InputHTMLAttributes } from 'react';
import { messages } from './messages';

interface AuthFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  label: string;
  name: string;
  invalid?: boolean;
}

/** A labelled input of the auth forms. */
export function AuthField({ label, name, invalid = false, required, ...input }: AuthFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {!required && <span className="font-normal text-muted">{messages.fields.optional}</span>}
      </label>
      <input
        id={id}
        name={name}
        required={required}
        aria-invalid={invalid || undefined}
        className="h-10 w-full rounded-lg border border-line bg-bg px-3 text-sm text-fg placeholder:text-muted focus-visible:(outline-2 outline-offset-1 outline-primary outline) aria-[invalid=true]:border-danger"
        {...input}
      />
    </div>
  );
}
