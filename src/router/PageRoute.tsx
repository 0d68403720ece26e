import { SignInRequired } from '../auth/screens/SignInRequired';
import type { PageMeta } from '../content/types';
import { words } from '../i18n/words';
import { useDocumentHead } from './useDocumentHead';
import { useRouteData } from './route-data';

/**
 * Renders one registry page with its template (both loaded on demand). A page not yet published in
 * the build's language shows its English content, marked `lang="en"`, after a note in the language.
 */
export function PageRoute({ meta }: { meta: PageMeta }) {
  const { page, Template } = useRouteData(meta.path);
  useDocumentHead({ path: meta.path, title: page.title, seoTitle: page.seoTitle, description: page.description, fallback: meta.fallback });
  return (
    <>
      {meta.access === 'signed-in' && <SignInRequired path={meta.path} />}
      {meta.fallback ? (
        <>
          <p role="note" className="container m-0 pt-6 text-sm text-muted">
            {words.untranslated}
          </p>
          <div lang="en">
            <Template page={page} />
          </div>
        </>
      ) : (
        <Template page={page} />
      )}
    </>
  );
}
