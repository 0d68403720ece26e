import { words } from '../i18n/words';
import { homeAnchors } from './navigation';
import type { Action } from './types';

/** The home page's contact form with its message prefilled for a topic. */
export function contactHref(topic: string): string {
  return `/?topic=${encodeURIComponent(topic)}#${homeAnchors.contact}`;
}

/** The message a contact action prefills. */
export function contactMessage(topic: string): string {
  return words.contactMessage(topic);
}

export function actionHref(action: Action): string {
  return action.kind === 'contact' ? contactHref(action.topic) : action.to;
}
