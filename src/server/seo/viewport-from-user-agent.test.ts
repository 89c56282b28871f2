import { describe, expect, it } from 'vitest';
import { viewportFromUserAgent } from './viewport-from-user-agent';

describe('viewportFromUserAgent', () => {
  it('renders desktop browsers wide', () => {
    expect(
      viewportFromUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('wide');
    expect(
      viewportFromUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15',
      ),
    ).toBe('wide');
    expect(
      viewportFromUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36'),
    ).toBe('wide');
  });

  it('renders phones, tablets, crawlers and unknown agents narrow', () => {
    expect(
      viewportFromUserAgent(
        'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      ),
    ).toBe('narrow');
    expect(
      viewportFromUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      ),
    ).toBe('narrow');
    expect(viewportFromUserAgent('Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15')).toBe(
      'narrow',
    );
    expect(viewportFromUserAgent('Googlebot/2.1 (+http://www.google.com/bot.html)')).toBe('narrow');
    expect(viewportFromUserAgent(undefined)).toBe('narrow');
  });
});
