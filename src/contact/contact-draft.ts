import { hasContactStore } from '../shared/contact-names';
import { allRecords, deleteRecord, putRecord, withRecord } from '../shared/contact-store';
import { isBlank, type ContactFields } from './contact-fields';

/**
 * The message being typed, kept as a draft record under the id it will be sent with, so a reload
 * loses nothing. A form restoring a draft takes it over (it is saved again under the form's own
 * id), so no two forms ever share an id.
 */

/** The newest draft's fields, if any; every draft is gone from the store afterwards. */
export async function takeLatestDraft(): Promise<ContactFields | undefined> {
  // A visitor who never typed here gets no database.
  if (!(await hasContactStore())) return undefined;
  const records = await allRecords().catch(() => []);
  const drafts = records.flatMap((record) => (record.state === 'draft' ? [record] : [])).sort((a, b) => b.savedAt - a.savedAt);
  await Promise.all(drafts.map((draft) => deleteRecord(draft.id))).catch(() => undefined);
  return drafts[0]?.fields;
}

/** Keeps what is typed under `id` while it is a draft; an empty form leaves no draft. */
export async function saveDraft(id: string, fields: ContactFields): Promise<void> {
  await withRecord(id, async (stored) => {
    if (stored && stored.state !== 'draft') return;
    await (isBlank(fields) ? deleteRecord(id) : putRecord({ id, state: 'draft', fields: { ...fields, _gotcha: '' }, savedAt: Date.now() }));
  }).catch(() => undefined);
}

/** Takes a message held before the app was ready, and not sent yet, back into the form as its draft. */
export async function heldToDraft(id: string, fields: ContactFields): Promise<void> {
  await withRecord(id, async (stored) => {
    if (stored?.state === 'waiting' && stored.tries === 0) await putRecord({ id, state: 'draft', fields: { ...fields, _gotcha: '' }, savedAt: Date.now() });
  });
}

/** Deletes the draft under `id`, if it still is one (after any save of it under way). */
export async function discardDraft(id: string): Promise<void> {
  await withRecord(id, async (stored) => {
    if (stored?.state === 'draft') await deleteRecord(id);
  }).catch(() => undefined);
}
