import { Link } from 'react-router-dom';
import { legalPages, type LegalPageId } from '../../content/legal';

const PLACEHOLDER = /\{(privacy|terms|storage)\}/;

/**
 * A sentence beside a form's button that links to the legal pages: `text` names them as `{privacy}`,
 * `{terms}` or `{storage}`, where each language's grammar puts them. Plain links, so they work
 * before the app and without JavaScript.
 */
export function PolicyNote({ text, className = 'm-0 text-sm text-muted' }: { text: string; className?: string }) {
  // split() with a capture group alternates text and the names between the braces.
  const parts = text.split(PLACEHOLDER);
  return (
    <p className={className}>
      {parts.map((part, index) => {
        if (index % 2 === 0) return part;
        const page = legalPages[part as LegalPageId];
        return (
          <Link key={part} to={page.href} className="underline">
            {page.label}
          </Link>
        );
      })}
    </p>
  );
}
