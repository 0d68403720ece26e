import type { ReactNode } from 'react';

interface CardPageProps {
  /** The id the page's one h1 gets; the card is named by it. */
  titleId: string;
  title: string;
  children: ReactNode;
}

/**
 * A page that is one card (sign-in, password reset), centred across the screen and held to the top:
 * the browser may paint the card before it has read all of it, and a card centred vertically too
 * moved up as the rest arrived (a layout shift of 0.04-0.16 on a phone).
 */
export function CardPage({ titleId, title, children }: CardPageProps) {
  return (
    <div className="container flex min-h-screen items-start justify-center pt-24 pb-16">
      <section className="card w-full max-w-md" aria-labelledby={titleId}>
        <h1 id={titleId} className="text-center text-2xl font-bold">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
