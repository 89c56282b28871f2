import { useEffect } from 'react';
import { applyDocumentMeta, DEFAULT_DESCRIPTION, type PageMeta, pageTitle } from './page-meta';

/**
 * Title and description from inside a component (e.g. from query data). Runs after the root's
 * route-`head` update of the same render, so it wins on its page.
 */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    applyDocumentMeta(pageTitle(title), description ?? DEFAULT_DESCRIPTION);
  }, [title, description]);
}
