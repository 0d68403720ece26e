import type { AuthOutcome } from './auth-outcome';
import type { FieldProblem } from '../forms/auth-validation';
import { focusField } from '../forms/form-values';
import type { AuthRequest } from './useAuthRequest';

/** A form's submit: the field to fix (in the alert, with the keyboard on it), or the request. */
export function runChecked<Field extends string>(
  request: Pick<AuthRequest, 'fail' | 'run'>,
  form: HTMLFormElement,
  problem: FieldProblem<Field> | null,
  send: () => Promise<AuthOutcome>,
): void {
  if (problem) {
    request.fail(problem.message);
    focusField(form, problem.field);
    return;
  }
  void request.run(send);
}
