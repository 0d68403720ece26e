import type { ReactNode } from 'react';
import { words } from './words';

interface LabelledFieldProps {
  /** The control's id, which the label names. */
  id: string;
  label: string;
  required?: boolean;
  /** The control itself (an input, a textarea). */
  children: ReactNode;
  /** A hint and an error under it: give the control `aria-describedby` their ids. */
  hint?: { id: string; text: string };
  error?: { id: string; text: string };
}

/** A form field: its label (marked optional unless required), its control, its hint and its error. */
export function LabelledField({ id, label, required, children, hint, error }: LabelledFieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {!required && <span className="font-normal text-muted">{words.optional}</span>}
      </label>
      {children}
      {hint && (
        <p id={hint.id} className="m-0 text-xs text-muted">
          {hint.text}
        </p>
      )}
      {error && (
        <p id={error.id} className="m-0 text-sm text-danger">
          {error.text}
        </p>
      )}
    </div>
  );
}
