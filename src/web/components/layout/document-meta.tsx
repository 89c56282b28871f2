import { useMatches } from '@tanstack/react-router';
import { useLayoutEffect, useRef } from 'react';
import { applyDocumentMeta, DEFAULT_DESCRIPTION, DEFAULT_TITLE } from '../../lib/page-meta';

type MetaEntry = { title?: string; name?: string; content?: string } | undefined;

/** The deepest route's `head` title and description, as one string so effects run only on change. */
function selectHead(matches: { meta?: MetaEntry[] | undefined }[]): string {
  let title: string | undefined;
  let description: string | undefined;
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
  const isFirstPage = useRef(true);
  // A layout effect runs before any page's usePageMeta effect, so a component's own meta wins.
  useLayoutEffect(() => {
    const [title, description] = JSON.parse(head) as [string | undefined, string | undefined];
    const firstPage = isFirstPage.current;
    isFirstPage.current = false;
    // The server already wrote the first page's head (a listing's own title); keep it unless the route has one.
    if (firstPage && title === undefined && description === undefined) return;
    applyDocumentMeta(title ?? DEFAULT_TITLE, description ?? DEFAULT_DESCRIPTION);
  }, [head]);
  return null;
}
