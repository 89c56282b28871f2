import { useMatches } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import { applyDocumentMeta, DEFAULT_DESCRIPTION, DEFAULT_TITLE } from '../../lib/page-meta';

type MetaEntry = { title?: string; name?: string; content?: string } | undefined;

/** The deepest route's `head` title and description, as one string so effects run only on change. */
function selectHead(matches: { meta?: MetaEntry[] | undefined }[]): string {
  let title = DEFAULT_TITLE;
  let description = DEFAULT_DESCRIPTION;
  for (const match of matches) {
    for (const entry of match.meta ?? []) {
      if (entry?.title) title = entry.title;
      if (entry?.name === 'description' && entry.content) description = entry.content;
    }
  }
  return JSON.stringify([title, description]);
}

/** Writes the current route's `head` (see lib/page-meta.ts) into document.title and the meta tags. */
export function DocumentMeta() {
  const head = useMatches({ select: selectHead });
  // A layout effect runs before any page's usePageMeta effect, so a component's own meta wins.
  useLayoutEffect(() => {
    const [title, description] = JSON.parse(head) as [string, string];
    applyDocumentMeta(title, description);
  }, [head]);
  return null;
}
