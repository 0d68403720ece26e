import { contactFieldNames, type ContactPayload } from '../shared/contact-message';

/**
 * Messages whose Send was pressed before the app was ready, where no service worker could take
 * them: index.html's early-submit script keeps each one in localStorage (`contact-held:<id>`, the
 * form's fields as posted) until the app has sent or queued it, on this visit or a later one.
 */
const PREFIX = 'contact-held:';

export function heldMessageIds(): string[] {
  try {
    return Object.keys(localStorage)
      .filter((key) => key.startsWith(PREFIX))
      .map((key) => key.slice(PREFIX.length));
  } catch {
    return [];
  }
}

function readHeld(id: string): ContactPayload | undefined {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(PREFIX + id) ?? 'null');
  } catch {
    return undefined;
  }
  if (typeof stored !== 'object' || stored === null) return undefined;
  const record = stored as Record<string, unknown>;
  const text = (name: string) => (typeof record[name] === 'string' ? (record[name] as string) : '');
  const payload: ContactPayload = { name: '', email: '', company: '', message: '', _gotcha: text('_gotcha') };
  for (const name of contactFieldNames) payload[name] = text(name);
  return payload;
}

/**
 * Runs `send` for a held message and then forgets it, one tab and one caller at a time; 'gone'
 * when it was handled already (by the form that held it, or by another page).
 */
export async function claimHeld<T>(id: string, send: (payload: ContactPayload) => Promise<T>): Promise<T | 'gone'> {
  const claim = async () => {
    const payload = readHeld(id);
    const result = payload ? await send(payload) : ('gone' as const);
    localStorage.removeItem(PREFIX + id);
    return result;
  };
  return navigator.locks ? navigator.locks.request(`${PREFIX}${id}`, claim) : claim();
}
