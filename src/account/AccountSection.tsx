import type { ReactNode } from 'react';

interface AccountSectionProps {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}

/** One card of the account page, named by its heading. */
export function AccountSection({ id, title, description, children }: AccountSectionProps) {
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="m-0 text-xl font-semibold">
        {title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted">{description}</p>
      {children}
    </section>
  );
}
