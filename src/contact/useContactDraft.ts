import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { contactMessage } from '../content/actions';
import { newMessageId } from '../shared/contact-store';
import { discardDraft, saveDraft, takeLatestDraft } from './contact-draft';
import { isBlank } from './contact-fields';
import { readContactFields, writeContactFields } from './contact-form-values';

const SAVE_DELAY_MS = 300;

export interface ContactDraft {
  /** The stored draft has been looked at (the form is ready then). */
  ready: boolean;
  /** The id of the message in the form: its draft's key, and its submission id once sent. */
  id(): string;
  /** Send was pressed: no pending save may write the text as a draft again. Returns the message's id. */
  seal(): string;
  /** The form holds the message `id` now (held before the app was ready, or refused and back to a draft). */
  adopt(id: string): void;
  /** The message is safe (sent, waiting or set aside): an empty form, and a new message. */
  clear(): void;
}

/**
 * Keeps the typed draft as the message's record (never in the prerendered HTML), restores the
 * latest one after a reload into an empty form, and otherwise prefills the message for a `?topic=`
 * link. What the visitor typed, even before hydration, always wins.
 */
export function useContactDraft(form: RefObject<HTMLFormElement | null>): ContactDraft {
  const [ready, setReady] = useState(false);
  const id = useRef('');
  const current = () => (id.current ||= newMessageId());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastPrefill = useRef('');
  const topic = new URLSearchParams(useLocation().search).get('topic');

  useEffect(() => {
    let active = true;
    void takeLatestDraft().then((draft) => {
      const element = form.current;
      if (!active || !element) return;
      if (draft && isBlank(readContactFields(element))) writeContactFields(element, draft);
      void saveDraft(current(), readContactFields(element));
      setReady(true);
    });
    return () => {
      active = false;
    };
  }, [form]);

  useEffect(() => {
    const message = form.current?.elements.namedItem('message');
    if (!ready || !topic || !(message instanceof HTMLTextAreaElement)) return;
    const prefill = contactMessage(topic);
    // Never overwrite a message the visitor wrote (or a restored draft).
    if (message.value === '' || message.value === lastPrefill.current) message.value = prefill;
    lastPrefill.current = prefill;
  }, [ready, topic, form]);

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const save = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveDraft(current(), readContactFields(element)), SAVE_DELAY_MS);
    };
    element.addEventListener('input', save);
    return () => {
      element.removeEventListener('input', save);
      clearTimeout(timer.current);
    };
  }, [form]);

  return {
    ready,
    id: current,
    seal() {
      clearTimeout(timer.current);
      return current();
    },
    // The id given up leaves no draft behind (a save of it may still be under way).
    adopt(held) {
      if (held !== current()) void discardDraft(current());
      id.current = held;
    },
    clear() {
      clearTimeout(timer.current);
      form.current?.reset();
      void discardDraft(current());
      id.current = newMessageId();
    },
  };
}
