import { SignInRequired } from '../auth/screens/SignInRequired';
import type { PageMeta } from '../content/types';
import { useDocumentHead } from './useDocumentHead';
import { useRouteData } from './route-data';

/** Renders one registry page with its template (both loaded on demand). */
export function PageRoute({ meta }: { meta: PageMeta }) {
  const { page, Template } = useRouteData(meta.path);
  useDocumentHead({ path: meta.path, title: page.title, seoTitle: page.seoTitle, description: page.description });
  return (
    <>
      {meta.access === 'signed-in' && <SignInRequired path={meta.path} />}
      <Template page={page} />
    </>
  );
}
