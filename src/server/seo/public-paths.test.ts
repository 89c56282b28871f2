import { describe, expect, it } from 'vitest';
import { isAppPath, isServerRenderedPath } from './public-paths';

describe('the compare page (ADR 070)', () => {
  it('is a page of the app, answered 200 with or without a trailing slash', () => {
    expect(isAppPath('/sammenlign')).toBe(true);
    expect(isAppPath('/sammenlign/')).toBe(true);
    expect(isAppPath('/sammenligning')).toBe(false);
  });

  it('is rendered in the browser: its cars are the visitor’s own choice', () => {
    expect(isServerRenderedPath('/sammenlign')).toBe(false);
  });
});
