import { describe, expect, it } from 'vitest';
import { isAppPath, isPersonalPath, isServerRenderedPath } from './public-paths';

// A visitor's own pages (issues 29–30): real pages of the app (200, not the 404 page), rendered in the
// browser and kept out of search engines.
const PERSONAL = [
  '/henvendelse-sendt',
  '/gemte-biler',
  '/sammenlign',
  '/besked/bekraeft',
  '/besked/afmeld',
  '/mine-beskeder',
];

describe("a visitor's own pages", () => {
  it.each(PERSONAL)('%s is a page of the app, with or without a trailing slash', (path) => {
    expect(isAppPath(path)).toBe(true);
    expect(isAppPath(`${path}/`)).toBe(true);
  });

  it.each(PERSONAL)('%s is rendered in the browser and marked personal (noindex)', (path) => {
    expect(isServerRenderedPath(path)).toBe(false);
    expect(isPersonalPath(path)).toBe(true);
  });

  it('public pages are not personal, and near-miss paths are not pages', () => {
    expect(isPersonalPath('/listings')).toBe(false);
    expect(isPersonalPath('/')).toBe(false);
    expect(isAppPath('/sammenligning')).toBe(false);
    expect(isAppPath('/gemte')).toBe(false);
  });
});
