import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { buttonClass } from '../components/ui/button-styles';
import { preloadToaster } from '../components/ui/toast';
import {
  contactFieldNames,
  contactLimits,
  emptyContactFields,
  trimContactFields,
  validateContact,
  type ContactFieldName,
  type FieldErrors,
} from './contact-fields';
import { ContactField } from './ContactField';
import { newSubmissionId } from './submission-id';
import { useContactDraft } from './useContactDraft';

// The submit code (idb-keyval, the toasts) loads after hydration, not with the page.
const loadSender = () => import('./send-contact');
const loadToasts = () => import('./contact-toasts');

/**
 * Loads what sending and its toasts need while the page is still online: a message typed after the
 * connection dropped must still be kept and reported, even when no service worker has cached the
 * code. The form hydrates only when the visitor reaches it (see home/below-the-fold.ts), so none of
 * this is part of the page's initial JavaScript.
 */
function warmUpSending(): void {
  void loadSender().catch(() => undefined);
  void loadToasts().catch(() => undefined);
  void preloadToaster().catch(() => undefined);
}

function focusField(errors: FieldErrors): void {
  const first = contactFieldNames.find((name) => errors[name]);
  if (first) document.getElementById(`contact-${first}`)?.focus();
}

/**
 * The contact form. Prerendered as a plain multipart form posting to the form service, so it works
 * without JavaScript; hydrated, it validates, sends with a submission id and never loses a message.
 */
export function ContactForm() {
  const [values, setValues] = useState(emptyContactFields);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const ready = useContactDraft(values, setValues);
  useEffect(() => {
    if (ready) warmUpSending();
  }, [ready]);

  const change = useCallback((name: ContactFieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const fields = trimContactFields(values);
    const found = validateContact(fields);
    setErrors(found);
    setFormErrors([]);
    if (Object.keys(found).length > 0) return focusField(found);
    const submissionId = newSubmissionId();
    const gotcha = new FormData(event.currentTarget).get('_gotcha');
    setSending(true);
    try {
      const [{ sendContact }, { toastFailed, toastQueued, toastSent }] = await Promise.all([loadSender(), loadToasts()]);
      const outcome = await sendContact({ ...fields, _gotcha: typeof gotcha === 'string' ? gotcha : '' }, submissionId);
      if (outcome.kind === 'rejected') {
        toastFailed(submissionId);
        setErrors(outcome.fieldErrors);
        setFormErrors(outcome.formErrors);
        focusField(outcome.fieldErrors);
      } else {
        if (outcome.kind === 'sent') toastSent(submissionId);
        else toastQueued(submissionId);
        setValues(emptyContactFields);
      }
    } catch {
      // The submit code could not load (offline before it was ever fetched): keep the text.
      void loadToasts().then(({ toastFailed }) => toastFailed(submissionId), () => undefined);
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      action={import.meta.env.VITE_CONTACT_FORM_URL}
      method="post"
      encType="multipart/form-data"
      aria-label="Contact us"
      data-ready={ready || undefined}
      className="flex flex-col gap-5"
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactField name="name" label="Name" autoComplete="name" required value={values.name} error={errors.name} onChange={change} />
        <ContactField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          error={errors.email}
          onChange={change}
        />
      </div>
      <ContactField
        name="company"
        label="Company"
        autoComplete="organization"
        value={values.company}
        error={errors.company}
        onChange={change}
      />
      <ContactField
        name="message"
        label="Message"
        rows={5}
        required
        hint={`Up to ${contactLimits.message} characters.`}
        value={values.message}
        error={errors.message}
        onChange={change}
      />
      {/* A honeypot: hidden from people and assistive technology, filled in by bots. */}
      <input type="text" name="_gotcha" tabIndex={-1} autoComplete="off" className="hidden" />
      {formErrors.length > 0 && (
        <ul role="alert" className="m-0 list-none p-0 text-sm text-danger">
          {formErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <button type="submit" className={`${buttonClass('hero', 'lg')} self-start`} disabled={sending}>
        {sending ? 'Sending...' : 'Send Message'}
        {!sending && <span className="i-lucide-send" aria-hidden="true" />}
      </button>
    </form>
  );
}
