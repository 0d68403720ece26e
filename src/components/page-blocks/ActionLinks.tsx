import { Link } from 'react-router-dom';
import { actionHref } from '../../content/actions';
import type { Action, IconClass } from '../../content/types';
import { Icon } from '../ui/Icon';
import { buttonClass } from '../ui/button-styles';

const icons: Record<Action['kind'], IconClass> = {
  contact: 'i-lucide-calendar-check',
  link: 'i-lucide-arrow-right',
  document: 'i-lucide-file-text',
};

/** Call-to-action buttons: each goes somewhere real (contact form, page or document). */
export function ActionLinks({ actions }: { actions: Action[] }) {
  return (
    <div className="flex flex-wrap gap-4">
      {actions.map((action, index) => (
        <Link
          key={action.label}
          to={actionHref(action)}
          className={buttonClass(index === 0 ? 'hero' : 'outline', 'lg')}
        >
          <Icon name={icons[action.kind]} />
          {action.label}
        </Link>
      ))}
    </div>
  );
}

/** A page's closing call to action, in a band of its own; nothing when the page has none. */
export function PageActions({ actions }: { actions: Action[] | undefined }) {
  if (!actions) return null;
  return (
    <div className="container py-10">
      <ActionLinks actions={actions} />
    </div>
  );
}
