import { useId, type InputHTMLAttributes } from 'react';
import { LabelledField } from '../../components/ui/LabelledField';

interface AuthFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  label: string;
  name: string;
  invalid?: boolean;
}

/** A labelled input of the auth forms (their errors show in the card's alert). */
export function AuthField({ label, name, invalid = false, required, ...input }: AuthFieldProps) {
  const id = useId();
  return (
    <LabelledField id={id} label={label} required={required}>
      <input
        id={id}
        name={name}
        required={required}
        aria-invalid={invalid || undefined}
        className="h-10 w-full rounded-lg border border-line bg-bg px-3 text-sm text-fg placeholder:text-muted focus-visible:(outline-2 outline-offset-1 outline-primary outline) aria-[invalid=true]:border-danger"
        {...input}
      />
    </LabelledField>
  );
}
