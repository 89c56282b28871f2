import { describe, expect, it } from 'vitest';
import { captureFirstTouchUtm, FIRST_TOUCH_UTM_KEY, utmFromQuery } from './first-touch-utm';
import { memoryStorage } from './tracking-deps';

const query = (search: string) => new URLSearchParams(search);

describe('utmFromQuery', () => {
  it('reads the five UTM parameters, trimmed, and skips empty ones', () => {
    expect(
      utmFromQuery(
        query('utm_source=google&utm_medium=cpc&utm_campaign=%20vinter%20&utm_content=&utm_term=elbil&x=1'),
      ),
    ).toEqual({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'vinter', utm_term: 'elbil' });
  });

  it('cuts a value to the 100 characters of the contract', () => {
    expect(utmFromQuery(query(`utm_source=${'a'.repeat(300)}`)).utm_source).toHaveLength(100);
  });
});

describe('captureFirstTouchUtm', () => {
  it('stores the first landing with UTM parameters and keeps it', () => {
    const storage = memoryStorage();
    expect(captureFirstTouchUtm(query('page=2'), storage)).toEqual({});
    expect(storage.getItem(FIRST_TOUCH_UTM_KEY)).toBeNull();

    expect(captureFirstTouchUtm(query('utm_source=facebook&utm_campaign=sommer'), storage)).toEqual({
      utm_source: 'facebook',
      utm_campaign: 'sommer',
    });
    expect(captureFirstTouchUtm(query('utm_source=google'), storage)).toEqual({
      utm_source: 'facebook',
      utm_campaign: 'sommer',
    });
    expect(captureFirstTouchUtm(query(''), storage)).toEqual({
      utm_source: 'facebook',
      utm_campaign: 'sommer',
    });
  });

  it('replaces a stored value that is not UTM parameters', () => {
    const storage = memoryStorage();
    storage.setItem(FIRST_TOUCH_UTM_KEY, JSON.stringify({ email: 'a@b.dk' }));
    expect(captureFirstTouchUtm(query('utm_source=google'), storage)).toEqual({ utm_source: 'google' });
  });
});
