import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '../components/ui/button-styles';
import { preloadToaster } from '../components/ui/toast';
import { canonicalUrl } from '../content/head';
import { useEarlySubmit } from '../forms/useEarlySubmit';
import { newMessageId } from '../shared/contact-store';
import { CONTACT_PLAIN_POST_PATH, contactPages } from '../shared/worker-protocol';
import { heldToDraft } from './contact-draft';
import {
  contactFieldNames,
  contactLimits,
  serviceFieldErrors,
  trimContactFields,
  validateContact,
  type ContactFieldName,
  type FieldErrors,
} from './contact-fields';
import { honeypot, readContactFields } from './contact-form-values';
import { toastFailed, toastQueued, toastSent } from './contact-toasts';
import { ContactField } from './ContactField';
import { sendFromForm } from './outbox';
import { startOutboxRuntime } from './outbox-runtime';
import { useContactDraft } from './useContactDraft';
import { Icon } from '../components/ui/Icon';
import { words } from './words';
import { PolicyNote } from '../components/page-blocks/PolicyNote';
import { words as siteMessages } from '../i18n/words';

function focusField(errors: FieldErrors): void {
  const first = contactFieldNames.find((name) => errors[name]);
  if (first) document.getElementById(`contact-${first}`)?.focus();
}

/**
 * The contact form. Prerendered as a plain multipart form posting to the form service (with the
 * site's confirmation page as `_next`), so it works without JavaScript; before hydration
 * the early-submit script (src/before-hydration/early-submit.ts) keeps a press of Send (see docs/contact-form.md); hydrated, it
 * validates and sends the message it holds, whose record (draft, then waiting) never loses it.
 */
export function ContactForm() {
  const form = useRef<HTMLFormElement>(null);
  const busy = useRef(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const draft = useContactDraft(form);
  useEffect(() => {
    // The toasts' code (sonner) loads now, while the page is likely online: a message sent after the
    // connection dropped is still reported, even when no service worker has cached it.
    void preloadToaster().catch(() => undefined);
  }, []);

  const edit = useCallback((name: ContactFieldName) => {
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  /** Checks what the form holds and sends it; `held`: the id of a press kept before hydration. */
  async function checkAndSend(element: HTMLFormElement, held: string | null): Promise<void> {
    const fields = trimContactFields(readContactFields(element));
    const found = validateContact(fields);
    setErrors(found);
    setFormErrors([]);
    if (held) draft.adopt(held);
    if (Object.keys(found).length > 0) {
      // Kept as a draft, not sent as it is.
      if (held) await heldToDraft(held, fields);
      return focusField(found);
    }
    setSending(true);
    try {
      const payload = { ...fields, _gotcha: honeypot(element) };
      let delivery = await sendFromForm(draft.seal(), payload, held !== null);
      // Its id was taken meanwhile (sent from elsewhere): this is a new message, then.
      if (!delivery && !held) {
        draft.adopt(newMessageId());
        delivery = await sendFromForm(draft.seal(), payload, false);
      }
      const id = draft.id();
      if (delivery?.outcome === 'refused') {
        const refusal = serviceFieldErrors(delivery.body);
        toastFailed(id);
        setErrors(refusal.fields);
        setFormErrors(refusal.form);
        focusField(refusal.fields);
        return;
      }
      if (delivery?.outcome === 'delivered') toastSent(id);
      if (delivery?.outcome === 'waiting') {
        toastQueued(id);
        startOutboxRuntime();
      }
      // Delivered, waiting, set aside, or (held) sent already by the page's replay: safe.
      draft.clear();
    } catch {
      // Not even the store could keep it (storage full or refused): the text stays in the form.
      toastFailed(draft.id());
    } finally {
      setSending(false);
    }
  }

  /** A press of Send, now or held from before hydration. */
  async function send(held: string | null): Promise<void> {
    const element = form.current;
    if (!element || busy.current) return;
    busy.current = true;
    try {
      await checkAndSend(element, held);
    } finally {
      busy.current = false;
    }
  }

  const takeHeld = useEarlySubmit(form, (held) => void send(held || null));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(takeHeld() || null);
  };

  return (
    <form
      ref={form}
      action={import.meta.env.VITE_CONTACT_FORM_URL}
      method="post"
      encType="multipart/form-data"
      aria-label={words.formLabel}
      data-early-submit="contact"
      data-worker-action={CONTACT_PLAIN_POST_PATH}
      data-ready={draft.ready || undefined}
      className="flex flex-col gap-5"
      onSubmit={submit}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactField name="name" label={words.fields.name} autoComplete="name" required error={errors.name} onEdit={edit} />
        <ContactField name="email" label={words.fields.email} type="email" autoComplete="email" required error={errors.email} onEdit={edit} />
      </div>
      <ContactField name="company" label={words.fields.company} autoComplete="organization" error={errors.company} onEdit={edit} />
      <ContactField
        name="message"
        label={words.fields.message}
        rows={5}
        required
        hint={words.messageHint(contactLimits.message)}
        error={errors.message}
        onEdit={edit}
      />
      {/* A honeypot: hidden from people and assistive technology, filled in by bots. */}
      <input type="text" name="_gotcha" tabIndex={-1} autoComplete="off" className="hidden" />
      {/* Where the form service sends a visitor whose browser posted the form itself. */}
      <input type="hidden" name="_next" value={canonicalUrl(contactPages.sent)} />
      {formErrors.length > 0 && (
        <ul role="alert" className="m-0 list-none p-0 text-sm text-danger">
          {formErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <button type="submit" className={`${buttonClass('hero', 'lg')} self-start`} disabled={sending}>
        {sending ? words.sending : words.send}
        {!sending && <Icon name="i-lucide-send" />}
      </button>
      <PolicyNote text={siteMessages.legal.contactNote} />
    </form>
  );
}
