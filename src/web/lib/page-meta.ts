/**
 * Per-page <title> and description. Routes declare them with the router's `head` option:
 *
 *   export const Route = createFileRoute('/om-os')({
 *     head: () => pageHead({ title: 'Om os', description: 'Hvem vi er …' }),
 *   });
 *
 * or, when the text depends on data a component has, call `usePageMeta({ title, description })`.
 * <DocumentMeta /> in the root layout writes them into the tags the server already put in index.html.
 */
export const SITE_NAME = 'Leasingmatch';
export const DEFAULT_TITLE = 'Leasingmatch – find den bedste privatleasing';
export const DEFAULT_DESCRIPTION =
  'Sammenlign privatleasing-tilbud fra danske forhandlere, sorteret efter LeaseScore.';

export type PageMeta = {
  /** The page's own title; " | Leasingmatch" is appended. Omit for the site's default title. */
  title?: string | undefined;
  description?: string | undefined;
};

export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : DEFAULT_TITLE;
}

/** The value for a route's `head` option. */
export function pageHead(meta: PageMeta) {
  return {
    meta: [
      { title: pageTitle(meta.title) },
      { name: 'description', content: meta.description ?? DEFAULT_DESCRIPTION },
    ],
  };
}

function setMetaContent(selector: string, content: string): void {
  const element = document.head.querySelector<HTMLMetaElement>(selector);
  if (element) element.content = content;
}

/** Updates the existing tags in place, so a server-rendered head is never duplicated. */
export function applyDocumentMeta(title: string, description: string): void {
  if (typeof document === 'undefined') return;
  document.title = title;
  let descriptionTag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!descriptionTag) {
    descriptionTag = document.createElement('meta');
    descriptionTag.name = 'description';
    document.head.append(descriptionTag);
  }
  descriptionTag.content = description;
  setMetaContent('meta[property="og:title"]', title);
  setMetaContent('meta[property="og:description"]', description);
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) {
    const url = new URL(location.pathname, canonical.href).href;
    canonical.href = url;
    setMetaContent('meta[property="og:url"]', url);
  }
}
