import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { buttonClass } from '../components/ui/button-styles';
import { notFoundTitle } from '../content/head';
import { words } from '../i18n/words';

export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
    document.title = notFoundTitle;
  }, [pathname]);

  return (
    <div className="container flex min-h-[70vh] flex-col items-center justify-center gap-4 pt-24 text-center">
      <p className="text-7xl font-extrabold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold">
        <span className="sr-only">404: </span>
        {words.notFound.heading}
      </h1>
      <p className="text-muted">{words.notFound.text}</p>
      <Link to="/" className={buttonClass('default', 'lg')}>
        {words.notFound.returnHome}
      </Link>
    </div>
  );
}
