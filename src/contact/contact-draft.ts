import { del, get, set } from 'idb-keyval';
import { contactFieldNames, isBlank, type ContactFields } from './contact-fields';

const KEY = 'contact-draft';

function isContactFields(value: unknown): value is ContactFields {
  return (
    typeof value === 'object' &&
    value !== null &&
    contactFieldNames.every((name) => typeof (value as Record<string, unknown>)[name] === 'string')
  );
}

/** The draft typed before a reload, if any. */
export async function loadDraft(): Promise<ContactFields | undefined> {
  const draft: unknown = await get(KEY).catch(() => undefined);
  return isContactFields(draft) && !isBlank(draft) ? draft : undefined;
}

/** Keeps what is typed until it is sent; an empty form leaves no draft. */
export async function saveDraft(fields: ContactFields): Promise<void> {
  await (isBlank(fields) ? del(KEY) : set(KEY, fields)).catch(() => undefined);
}

export async function clearDraft(): Promise<void> {
  await del(KEY).catch(() => undefined);
}
