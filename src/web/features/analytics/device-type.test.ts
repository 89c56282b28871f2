import { describe, expect, it } from 'vitest';
import { deviceType, referrerHost } from './device-type';

const desktopAgent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0';

describe('deviceType', () => {
  it('is tablet for a tablet or iPad user agent, or a touch screen 768–1024 px wide', () => {
    expect(deviceType({ width: 1280, userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_0)', touch: true })).toBe(
      'tablet',
    );
    expect(deviceType({ width: 600, userAgent: 'Android Tablet', touch: true })).toBe('tablet');
    expect(deviceType({ width: 768, userAgent: desktopAgent, touch: true })).toBe('tablet');
    expect(deviceType({ width: 1024, userAgent: desktopAgent, touch: true })).toBe('tablet');
    expect(deviceType({ width: 1025, userAgent: desktopAgent, touch: true })).toBe('desktop');
  });

  it('is mobile below 768 px or for a phone user agent', () => {
    expect(deviceType({ width: 767, userAgent: desktopAgent, touch: false })).toBe('mobile');
    expect(
      deviceType({ width: 900, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)', touch: false }),
    ).toBe('mobile');
    expect(
      deviceType({ width: 800, userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile', touch: false }),
    ).toBe('mobile');
  });

  it('is desktop otherwise, including a 768–1024 px window without touch', () => {
    expect(deviceType({ width: 768, userAgent: desktopAgent, touch: false })).toBe('desktop');
    expect(deviceType({ width: 1920, userAgent: desktopAgent, touch: false })).toBe('desktop');
  });
});

describe('referrerHost', () => {
  it('is the lower-case host (with port) of the referrer, or null when there is none or it is unreadable', () => {
    expect(referrerHost('https://www.Google.dk/search?q=leasing')).toBe('www.google.dk');
    expect(referrerHost('http://localhost:5173/listings')).toBe('localhost:5173');
    expect(referrerHost('')).toBeNull();
    expect(referrerHost('not a url')).toBeNull();
    expect(referrerHost('android-app://com.google.android.gm/')).toBe('com.google.android.gm');
  });
});
