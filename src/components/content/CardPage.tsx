import type { ReactNode } from 'react';

interface CardPageProps {
  /** The id the page's one h1 gets; the card is named by it. */
  titleId: string;
  title: string;
  children: ReactNode;
}

/** A page that is one card in the middle of the screen (sign-in, password reset). */
export function CardPage({ titleId, title, children }: CardPageProps) {
  return (
    <div className="container flex min-h-screen items-center justify-center pt-24 pb-16">
      <section className="card w-full max-w-md" aria-labelledby={titleId}>
        <h1 id={titleId} className="text-center text-2xl font-bold">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
