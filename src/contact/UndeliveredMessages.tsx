import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '../components/ui/button-styles';
import type { SetAsideRecord } from '../shared/contact-store';
import { toastQueued, toastSent } from './contact-toasts';
import { dismiss as dismissMessage, sendAgain as sendMessageAgain, setAsideMessages } from './outbox';
import { Icon } from '../components/ui/Icon';
import { words as contactMessages } from './words';

const text = contactMessages.undelivered;

function reasonText(message: SetAsideRecord): string {
  if (message.reason === 'expired') return text.expired;
  return text.refused(message.status, message.detail);
}

function MessageCard({ message, onGone }: { message: SetAsideRecord; onGone(id: string): void }) {
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const { fields } = message;

  const copy = () => {
    navigator.clipboard
      .writeText(fields.message)
      .then(() => setNote(text.copied), () => setNote(text.copyFailed));
  };

  const sendAgain = async () => {
    setSending(true);
    setNote('');
    try {
      const delivery = await sendMessageAgain(message.id);
      if (delivery?.outcome === 'set-aside') {
        setNote(text.refusedAgain);
        return;
      }
      if (delivery?.outcome === 'delivered') toastSent(message.id);
      if (delivery?.outcome === 'waiting') toastQueued(message.id);
      onGone(message.id);
    } catch {
      setNote(text.sendFailed);
    } finally {
      setSending(false);
    }
  };

  const dismiss = () => {
    dismissMessage(message.id).then(
      () => onGone(message.id),
      () => setNote(text.dismissFailed),
    );
  };

  return (
    <li className="card flex flex-col gap-3 p-4">
      <h3 className="m-0 text-base font-semibold" tabIndex={-1}>
        {text.cardTitle(fields.name)}
      </h3>
      <p className="m-0 text-sm text-danger">{reasonText(message)}</p>
      <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{text.email}</dt>
        <dd className="m-0 break-all">{fields.email}</dd>
        {fields.company && (
          <>
            <dt className="text-muted">{text.company}</dt>
            <dd className="m-0">{fields.company}</dd>
          </>
        )}
      </dl>
      <p className="m-0 whitespace-pre-wrap rounded-lg border border-line bg-bg p-3 text-sm">
        {fields.message}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass('outline', 'sm')} onClick={copy}>
          <Icon name="i-lucide-copy" />
          {text.copy}
        </button>
        <button type="button" className={buttonClass('default', 'sm')} disabled={sending} onClick={() => void sendAgain()}>
          <Icon name="i-lucide-send" />
          {sending ? contactMessages.sending : text.sendAgain}
        </button>
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={dismiss}>
          {text.dismiss}
        </button>
      </div>
      <p role="status" className="m-0 text-sm">
        {note}
      </p>
    </li>
  );
}

/**
 * The contact messages the queue could not deliver (refused, or past their time limit): shown on
 * every page until the visitor sends each one again or dismisses it, so none is lost quietly.
 */
export function UndeliveredMessages({ count }: { count: number }) {
  const titleId = useId();
  const [messages, setMessages] = useState<SetAsideRecord[]>([]);

  useEffect(() => {
    let active = true;
    setAsideMessages()
      .then((found) => active && setMessages(found))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [count]);

  // Where the keyboard goes once a message has left the panel: the next one, or back to the page.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    const next = document.querySelector<HTMLElement>(`[aria-labelledby="${titleId}"] h3`) ?? document.getElementById('main');
    next?.focus();
  }, [messages, titleId]);

  const gone = useCallback((id: string) => {
    refocus.current = true;
    setMessages((current) => current.filter((message) => message.id !== id));
  }, []);

  if (messages.length === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="fixed inset-x-4 bottom-4 z-40 max-h-[70vh] overflow-auto rounded-2xl border border-line bg-bg p-4 shadow-lg sm:left-auto sm:w-md"
    >
      <h2 id={titleId} className="m-0 mb-3 text-lg font-bold">
        {text.title(messages.length)}
      </h2>
      <ul className="m-0 flex list-none flex-col gap-3 p-0">
        {messages.map((message) => (
          <MessageCard key={message.id} message={message} onGone={gone} />
        ))}
      </ul>
    </section>
  );
}
