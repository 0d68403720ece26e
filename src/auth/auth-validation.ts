/** Upper bounds for the auth forms. The password's is the server's own (bcrypt reads 72 bytes). */
export const LIMITS = { name: 100, email: 254, password: 72, role: 100 } as const;

export interface SignInValues {
  email: string;
  password: string;
}

export interface SignUpValues extends SignInValues {
  firstName: string;
  lastName: string;
  companyRole: string;
}

/** A field the visitor must fix, and what to tell them. */
export interface FieldProblem {
  field: keyof SignUpValues;
  message: string;
}

const byteLength = (value: string) => new TextEncoder().encode(value).length;

function credentialProblem({ email, password }: SignInValues): FieldProblem | null {
  if (email.trim().length > LIMITS.email) {
    return { field: 'email', message: `Email must be at most ${LIMITS.email} characters.` };
  }
  if (byteLength(password) > LIMITS.password) {
    return {
      field: 'password',
      message: `Password must be at most ${LIMITS.password} characters (fewer with accented letters or emoji).`,
    };
  }
  return null;
}

/** Empty fields are the browser's (required); this catches what native validation lets through. */
export function signInProblem(values: SignInValues): FieldProblem | null {
  return credentialProblem(values);
}

export function signUpProblem(values: SignUpValues): FieldProblem | null {
  const names = [
    ['firstName', 'First name'],
    ['lastName', 'Last name'],
  ] as const;
  for (const [field, label] of names) {
    const value = values[field].trim();
    if (!value) return { field, message: `${label} cannot be blank.` };
    if (value.length > LIMITS.name) return { field, message: `${label} must be at most ${LIMITS.name} characters.` };
  }
  if (values.companyRole.trim().length > LIMITS.role) {
    return { field: 'companyRole', message: `Company role must be at most ${LIMITS.role} characters.` };
  }
  return credentialProblem(values);
}
