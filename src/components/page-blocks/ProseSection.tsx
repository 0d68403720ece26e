import type { ReactNode } from 'react';

interface ProseSectionProps {
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
  /** What follows the text in the section (a legal page's company details). */
  children?: ReactNode;
}

/** A section of running text, as documents and legal pages have: a heading, paragraphs, a bulleted list. */
export function ProseSection({ heading, paragraphs, bullets, children }: ProseSectionProps) {
  return (
    <section className="mt-10">
      <h2 className="text-2xl font-semibold">{heading}</h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4 leading-relaxed">
          {paragraph}
        </p>
      ))}
      {bullets && (
        <ul className="mt-4 flex flex-col gap-2 pl-6">
          {bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
