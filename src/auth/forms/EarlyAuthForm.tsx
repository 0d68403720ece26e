import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useEarlySubmit } from '../../forms/useEarlySubmit';
import type { AuthOutcome } from '../service/auth-outcome';
import type { FieldProblem } from './auth-validation';
import { runChecked } from '../service/run-checked';
import type { AuthRequest } from '../service/useAuthRequest';

interface EarlyAuthFormProps<Values, Field extends string> {
  request: AuthRequest;
  /** False in the prerendered HTML (see below); true once the page can take the form. */
  ready: boolean;
  /** The values typed, read from the form's fields. */
  read(form: HTMLFormElement): Values;
  /** The first field to fix, if any. */
  check(values: Values): FieldProblem<Field> | null;
  send(values: Values): Promise<AuthOutcome>;
  /** The fields and the submit button; `invalid` names the field to fix. */
  children(invalid: Field | null): ReactNode;
}

/**
 * A form of the sign-in screens that works from the first paint: a press before hydration (held by
 * the early script (src/before-hydration)) is carried out once, now; on submit the values are checked, the field
 * to fix shown and focused, or the request sent.
 */
export function EarlyAuthForm<Values, Field extends string>({ request, ready, read, check, send, children }: EarlyAuthFormProps<Values, Field>) {
  const [invalid, setInvalid] = useState<Field | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const takeHeld = useEarlySubmit(formRef, () => formRef.current?.requestSubmit());

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    takeHeld();
    const form = event.currentTarget;
    const values = read(form);
    const problem = check(values);
    setInvalid(problem?.field ?? null);
    runChecked(request, form, problem, () => send(values));
  };

  return (
    <form ref={formRef} data-early-submit="" onSubmit={onSubmit}>
      {/* Disabled in the HTML: without JavaScript a submit would put what was typed (a password, an
          address) in the URL. With it, the early script (src/before-hydration) opens it at once, before the app hydrates. */}
      <fieldset disabled={!ready} className="m-0 flex flex-col gap-4 border-0 p-0">
        {children(invalid)}
      </fieldset>
    </form>
  );
}
