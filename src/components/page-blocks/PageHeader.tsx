import type { ReactNode } from 'react';
import type { IconClass } from '../../content/types';
import { Icon } from '../ui/Icon';
import { BackToHome } from './BackToHome';
import { Breadcrumbs } from './Breadcrumbs';

interface PageHeaderProps {
  icon: IconClass;
  title: string;
  intro: string;
  badge?: string;
  /** A picture of the product beside the text on wide screens, after the intro on phones. */
  visual?: ReactNode;
}

/** The top of every content page: Back to Home (and the breadcrumb trail of a service or use-case page), icon, optional badge, the page's one h1 and intro. */
export function PageHeader({ icon, title, intro, badge, visual }: PageHeaderProps) {
  return (
    <header className="container pt-24 pb-10">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <BackToHome />
        <Breadcrumbs title={title} />
      </div>
      {/* The text is held to the top beside a picture: centred, it moved down as the browser read
          the rest of the picture (the first paint may come before the whole page is read). */}
      <div className={visual ? 'mt-6 grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_auto]' : 'mt-6'}>
        <div className="flex flex-col gap-4">
          <Icon name={icon} className="text-4xl text-primary" />
          {badge && (
            <p className="w-fit rounded-full bg-primary/10 px-3 py-1 text-sm font-medium text-primary">{badge}</p>
          )}
          <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{title}</h1>
          <p className="max-w-3xl text-lg text-muted">{intro}</p>
        </div>
        {visual}
      </div>
    </header>
  );
}
