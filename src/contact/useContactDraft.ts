import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useLocation } from 'react-router-dom';
import { contactMessage } from '../content/actions';
import { isBlank, type ContactFields } from './contact-fields';

const SAVE_DELAY_MS = 300;

/**
 * Keeps the typed draft with idb-keyval (loaded after hydration, never in the prerendered HTML),
 * restores it after a reload, and otherwise prefills the message for a `?topic=` link. Returns
 * whether the stored draft has been looked at (the form is ready then).
 */
export function useContactDraft(values: ContactFields, setValues: Dispatch<SetStateAction<ContactFields>>): boolean {
  const [restored, setRestored] = useState(false);
  const lastPrefill = useRef('');
  const topic = new URLSearchParams(useLocation().search).get('topic');

  useEffect(() => {
    let active = true;
    void import('./contact-draft')
      .then(({ loadDraft }) => loadDraft())
      .catch(() => undefined)
      .then((draft) => {
        if (!active) return;
        // Whatever the visitor typed meanwhile wins over the stored draft.
        if (draft) setValues((current) => (isBlank(current) ? draft : current));
        setRestored(true);
      });
    return () => {
      active = false;
    };
  }, [setValues]);

  useEffect(() => {
    if (!restored || !topic) return;
    const prefill = contactMessage(topic);
    setValues((current) => {
      // Never overwrite a message the visitor wrote (or a restored draft).
      if (current.message !== '' && current.message !== lastPrefill.current) return current;
      return { ...current, message: prefill };
    });
    lastPrefill.current = prefill;
  }, [restored, topic, setValues]);

  useEffect(() => {
    if (!restored) return;
    const timer = setTimeout(() => {
      void import('./contact-draft').then(({ saveDraft }) => saveDraft(values)).catch(() => undefined);
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [restored, values]);

  return restored;
}
