import { describe, expect, it } from 'vitest';
import { basePageView } from './page-view-fields';

const view = (pathname: string, search: string) =>
  basePageView({ pathname, search, pageLoadType: 'direct', utm: {} });

describe('basePageView', () => {
  it.each([
    // A price alert link's token is a secret: the view is counted, the token is not sent.
    ['/mine-beskeder', '?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG', ''],
    ['/besked/afmeld', '?token=abc-def_ghi&utm_source=mail', 'utm_source=mail'],
    ['/listings', '?makes=Kia&sort=asc', 'makes=Kia&sort=asc'],
    ['/listings', '?q=golf+gti', 'q=golf%20gti'],
  ])('%s%s → query %s', (pathname, search, query) => {
    expect(view(pathname, search).query).toBe(query);
  });
});
