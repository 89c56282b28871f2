import { escapeHtml, jsonForScript } from './html-escape';

export const SITE_NAME = 'Leasingmatch';
// Same texts as src/web/lib/page-meta.ts (the web app may not import server code, nor the server web code).
export const DEFAULT_TITLE = 'Leasingmatch – find den bedste privatleasing';
export const DEFAULT_DESCRIPTION =
  'Sammenlign privatleasing-tilbud fra danske forhandlere, sorteret efter LeaseScore.';

export type PageHead = {
  title: string;
  description: string;
  canonicalUrl: string;
  ogType?: 'website' | 'product';
  imageUrl?: string | undefined;
  jsonLd?: unknown;
  noIndex?: boolean;
};

/** The config the web app reads on start (src/web/lib/app-config.ts). */
/** The app's settings in index.html (src/web/lib/app-config.ts reads them). */
export type ClientConfig = {
  productionHosts: string[];
  contactEmail: string;
  /** Indstillinger › Statistik: the browser sends events to our own collector. */
  firstPartyEnabled: boolean;
  /** Only when an administrator saved one: the cookie banner and Mixpanel depend on it. */
  mixpanelToken?: string;
  /** Only when an administrator set other than the default: the privacy page states it. */
  analyticsRetentionDays?: number;
};

function tag(name: string, attributes: Record<string, string>): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
    .join(' ');
  return `<${name} ${attrs} />`;
}

export function renderHeadTags(head: PageHead): string {
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    tag('meta', { name: 'description', content: head.description }),
    tag('link', { rel: 'canonical', href: head.canonicalUrl }),
    tag('meta', { property: 'og:site_name', content: SITE_NAME }),
    tag('meta', { property: 'og:locale', content: 'da_DK' }),
    tag('meta', { property: 'og:type', content: head.ogType ?? 'website' }),
    tag('meta', { property: 'og:title', content: head.title }),
    tag('meta', { property: 'og:description', content: head.description }),
    tag('meta', { property: 'og:url', content: head.canonicalUrl }),
    tag('meta', { name: 'twitter:card', content: head.imageUrl ? 'summary_large_image' : 'summary' }),
  ];
  if (head.imageUrl) lines.push(tag('meta', { property: 'og:image', content: head.imageUrl }));
  if (head.noIndex) lines.push(tag('meta', { name: 'robots', content: 'noindex' }));
  if (head.jsonLd !== undefined) {
    lines.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  }
  return lines.join('\n    ');
}

const titlePattern = /<title>[\s\S]*?<\/title>\s*/i;
const descriptionPattern = /<meta\s+name="description"[^>]*>\s*/i;

/** The page's content rendered on the server and the state the browser hydrates it from (ADR 013). */
export type RenderedApp = { html: string; state: unknown };

// Same id as src/web/ssr/ssr-state.ts.
const SSR_STATE_ELEMENT_ID = 'ssr-state';

/**
 * The built index.html with this page's head: its own <title> and description are replaced, the
 * other tags and the client config are added at the end of <head>. A server-rendered page goes into
 * #root, its state at the end of <body> (after the content, so it does not delay the first paint).
 */
export function renderIndexHtml(
  indexHtml: string,
  head: PageHead,
  config: ClientConfig,
  app?: RenderedApp,
): string {
  const configScript = `<script id="app-config" type="application/json">${jsonForScript(config)}</script>`;
  const block = `    ${renderHeadTags(head)}\n    ${configScript}\n  </head>`;
  const html = indexHtml
    .replace(titlePattern, '')
    .replace(descriptionPattern, '')
    .replace(/\s*<\/head>/i, `\n${block}`);
  if (!app) return html;
  const stateScript = `<script id="${SSR_STATE_ELEMENT_ID}" type="application/json">${jsonForScript(app.state)}</script>`;
  // Functions as replacements: the page's HTML may contain `$&` and the like. The state goes in before
  // the content, so the </body> search runs over the small shell, not over the rendered page.
  return html
    .replace(/\s*<\/body>/i, () => `\n    ${stateScript}\n  </body>`)
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${app.html}</div>`);
}
