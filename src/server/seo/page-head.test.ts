import { describe, expect, it } from 'vitest';
import { jsonForScript } from './html-escape';
import { renderIndexHtml } from './page-head';

const indexHtml = `<html><head>
    <meta name="description" content="Old" />
    <title>Old</title>
  </head><body></body></html>`;

describe('renderIndexHtml', () => {
  it('replaces title and description and escapes every value', () => {
    const html = renderIndexHtml(
      indexHtml,
      { title: 'A "B" <C>', description: 'x & y', canonicalUrl: 'https://a.dk/p?q=1&r=2' },
      { productionHosts: [], contactEmail: 'kontakt@leasingmatch.dk', firstPartyEnabled: true },
    );
    expect(html).not.toContain('Old');
    expect(html).toContain('<title>A &quot;B&quot; &lt;C&gt;</title>');
    expect(html).toContain('<meta name="description" content="x &amp; y" />');
    expect(html).toContain('href="https://a.dk/p?q=1&amp;r=2"');
    expect(html.indexOf('app-config')).toBeLessThan(html.indexOf('</head>'));
  });
});

describe('renderIndexHtml with a server-rendered page', () => {
  const page = `<html><head><title>Old</title></head><body>
    <div id="root"></div>
  </body></html>`;

  it('puts the HTML into #root and the state, escaped, at the end of <body>', () => {
    const html = renderIndexHtml(
      page,
      { title: 'T', description: 'D', canonicalUrl: 'https://a.dk/' },
      { productionHosts: [], contactEmail: 'kontakt@leasingmatch.dk', firstPartyEnabled: true },
      { html: '<h1>Pris $& 4.295 kr.</h1>', state: { text: '</script><b>' } },
    );
    expect(html).toContain('<div id="root"><h1>Pris $& 4.295 kr.</h1></div>');
    const state = /<script id="ssr-state" type="application\/json">([\s\S]*?)<\/script>\s*<\/body>/.exec(
      html,
    );
    expect(JSON.parse(state?.[1] ?? 'null')).toEqual({ text: '</script><b>' });
    expect(html.indexOf('id="root"')).toBeLessThan(html.indexOf('id="ssr-state"'));
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element', () => {
    const text = jsonForScript({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
