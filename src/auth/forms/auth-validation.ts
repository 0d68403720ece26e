import { words } from '../words';

/** Upper bounds for the auth forms. The password's is the server's own (bcrypt reads 72 bytes). */
export const LIMITS = { name: 100, email: 254, password: 72, role: 100 } as const;

export interface SignInValues {
  email: string;
  password: string;
}

/** The profile given at sign-up and edited on the account page. */
export interface ProfileValues {
  firstName: string;
  lastName: string;
  companyRole: string;
}

export interface SignUpValues extends SignInValues, ProfileValues {}

export interface NewPasswordValues {
  password: string;
  confirm: string;
}

/** A field the visitor must fix, and what to tell them. */
export interface FieldProblem<Field extends string = keyof SignUpValues> {
  field: Field;
  message: string;
}

const byteLength = (value: string) => new TextEncoder().encode(value).length;

export function emailProblem(email: string): FieldProblem<'email'> | null {
  return email.trim().length > LIMITS.email
    ? { field: 'email', message: words.problems.tooLong(words.fields.email, LIMITS.email) }
    : null;
}

function passwordProblem(password: string): FieldProblem<'password'> | null {
  return byteLength(password) > LIMITS.password
    ? {
        field: 'password',
        message: words.problems.passwordTooLong(LIMITS.password),
      }
    : null;
}

/** Empty fields are the browser's (required); this catches what native validation lets through. */
export function signInProblem(values: SignInValues): FieldProblem | null {
  return emailProblem(values.email) ?? passwordProblem(values.password);
}

export function profileProblem(values: ProfileValues): FieldProblem<keyof ProfileValues> | null {
  const names = [
    ['firstName', words.fields.firstName],
    ['lastName', words.fields.lastName],
  ] as const;
  for (const [field, label] of names) {
    const value = values[field].trim();
    if (!value) return { field, message: words.problems.blank(label) };
    if (value.length > LIMITS.name) return { field, message: words.problems.tooLong(label, LIMITS.name) };
  }
  if (values.companyRole.trim().length > LIMITS.role) {
    return { field: 'companyRole', message: words.problems.tooLong(words.fields.companyRole, LIMITS.role) };
  }
  return null;
}

export function signUpProblem(values: SignUpValues): FieldProblem | null {
  return profileProblem(values) ?? signInProblem(values);
}

/** The length rule is the server's to tell (its own message); the two entries must match. */
export function newPasswordProblem(values: NewPasswordValues): FieldProblem<keyof NewPasswordValues> | null {
  const tooLong = passwordProblem(values.password);
  if (tooLong) return tooLong;
  return values.password === values.confirm ? null : { field: 'confirm', message: words.problems.passwordsDiffer };
}
