import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { contactMessage } from '../content/actions';
import { loadDraft, saveDraft } from './contact-draft';
import { isBlank } from './contact-fields';
import { readContactFields, writeContactFields } from './contact-form-values';

const SAVE_DELAY_MS = 300;

/**
 * Keeps the typed draft with idb-keyval (never in the prerendered HTML), restores it after a
 * reload into an empty form, and otherwise prefills the message for a `?topic=` link. What the
 * visitor typed, even before hydration, always wins. Returns whether the stored draft has been
 * looked at (the form is ready then).
 */
export function useContactDraft(form: RefObject<HTMLFormElement | null>): boolean {
  const [restored, setRestored] = useState(false);
  const lastPrefill = useRef('');
  const topic = new URLSearchParams(useLocation().search).get('topic');

  useEffect(() => {
    let active = true;
    void loadDraft().then((draft) => {
      const element = form.current;
      if (!active || !element) return;
      const typed = readContactFields(element);
      if (!isBlank(typed)) void saveDraft(typed);
      else if (draft) writeContactFields(element, draft);
      setRestored(true);
    });
    return () => {
      active = false;
    };
  }, [form]);

  useEffect(() => {
    const message = form.current?.elements.namedItem('message');
    if (!restored || !topic || !(message instanceof HTMLTextAreaElement)) return;
    const prefill = contactMessage(topic);
    // Never overwrite a message the visitor wrote (or a restored draft).
    if (message.value === '' || message.value === lastPrefill.current) message.value = prefill;
    lastPrefill.current = prefill;
  }, [restored, topic, form]);

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void saveDraft(readContactFields(element)), SAVE_DELAY_MS);
    };
    element.addEventListener('input', save);
    return () => {
      element.removeEventListener('input', save);
      clearTimeout(timer);
    };
  }, [form]);

  return restored;
}
