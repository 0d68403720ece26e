import { isValidEmail } from '../auth/emails.ts';
import { safeRedirect } from '../auth/redirects.ts';
import type { Config } from '../config.ts';
import { ApiError } from '../http/api-error.ts';
import type { RequestContext } from '../http/context.ts';
import { html, json, redirect, type Reply } from '../http/reply.ts';
import type { FormFaults } from './form-faults.ts';
import { parseForm, type Fields } from './parse-form.ts';
import { refusalPage } from './refusal-page.ts';
import type { SubmissionStore } from './submission-store.ts';

export interface FormDeps {
  config: Config;
  submissions: SubmissionStore;
  faults: FormFaults;
}

interface FieldError {
  field?: string;
  code: string;
  message: string;
}

/** Formspree's error body. */
export function formError(status: number, errors: FieldError[]): Reply {
  const summary = status === 422 ? 'Validation errors' : (errors[0]?.message ?? 'Error');
  return json(status, { error: summary, errors });
}

function validate(fields: Fields): FieldError[] {
  const content = Object.entries(fields).filter(([key, value]) => !key.startsWith('_') && key !== 'submission_id' && value.trim() !== '');
  if (content.length === 0) return [{ code: 'EMPTY', message: 'Form should not be empty' }];
  const email = fields.email ?? fields._replyto;
  if (email !== undefined && email.trim() !== '' && !isValidEmail(email.trim())) {
    return [{ field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' }];
  }
  return [];
}

const wantsJson = (ctx: RequestContext) => (ctx.header('accept') ?? '').includes('application/json');

/** A refused post: Formspree's JSON error, or for a plain HTML form post a page with the error and the text. */
function refuse(ctx: RequestContext, deps: FormDeps, status: number, errors: FieldError[], fields: Fields = {}): Reply {
  if (wantsJson(ctx)) return formError(status, errors);
  const backTo = new URL('/#contact', safeRedirect(fields._next, deps.config.siteUrl)).href;
  const problems = errors.map((error) => (error.field ? `${error.field}: ${error.message}` : error.message));
  return html(status, refusalPage({ status, problems, fields, backTo }));
}

function success(ctx: RequestContext, deps: FormDeps, fields: Fields): Reply {
  if (wantsJson(ctx)) return json(200, { ok: true });
  if (fields._next) return redirect(safeRedirect(fields._next, deps.config.siteUrl), 303);
  return html(200, '<!doctype html><meta charset="utf-8"><title>Thanks!</title><h1>Thanks!</h1><p>The form was submitted.</p>');
}

async function handle(ctx: RequestContext, deps: FormDeps): Promise<Reply> {
  const formId = ctx.params.formId ?? '';
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(formId)) return refuse(ctx, deps, 404, [{ code: 'FORM_NOT_FOUND', message: 'Form not found' }]);
  // Read even when a fault refuses the post: a plain form's visitor gets the text back.
  const parsed = await parseForm(ctx.header('content-type'), await ctx.body()).then(
    (fields) => ({ fields }),
    (error: unknown) => ({ error }),
  );
  const fault = deps.faults.next('fields' in parsed ? parsed.fields.submission_id?.trim() : undefined);
  if (fault?.mode === 'status') {
    const fields = 'fields' in parsed ? parsed.fields : {};
    return refuse(ctx, deps, fault.status, [{ code: 'INJECTED_FAULT', message: `Injected fault: HTTP ${fault.status}` }], fields);
  }
  if ('error' in parsed) throw parsed.error;
  const { fields } = parsed;
  if ((fields._gotcha ?? '').trim() !== '') return success(ctx, deps, fields);
  const errors = validate(fields);
  if (errors.length > 0) return refuse(ctx, deps, 422, errors, fields);
  const submissionId = fields.submission_id?.trim() || null;
  await deps.submissions.add(formId, submissionId, fields);
  if (fault?.mode === 'drop') return { status: 0, drop: true };
  return success(ctx, deps, fields);
}

/** POST /f/:formId, answering like Formspree. */
export async function submitForm(ctx: RequestContext, deps: FormDeps): Promise<Reply> {
  try {
    return await handle(ctx, deps);
  } catch (error) {
    if (error instanceof ApiError) return refuse(ctx, deps, error.status, [{ code: error.code, message: error.message }]);
    throw error;
  }
}
