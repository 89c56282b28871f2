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
      { productionHosts: [] },
    );
    expect(html).not.toContain('Old');
    expect(html).toContain('<title>A &quot;B&quot; &lt;C&gt;</title>');
    expect(html).toContain('<meta name="description" content="x &amp; y" />');
    expect(html).toContain('href="https://a.dk/p?q=1&amp;r=2"');
    expect(html.indexOf('app-config')).toBeLessThan(html.indexOf('</head>'));
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element', () => {
    const text = jsonForScript({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
