import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  aiProviderSettingsSchema,
  analyticsSettingsSchema,
  DEFAULT_SETTINGS,
  isSettingsSection,
  readStoredSection,
  SETTINGS_SECTIONS,
  searchDefaultsSchema,
  settingsSchemas,
  siteSettingsSchema,
} from './settings-schema';

const issuesOf = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('settings schemas', () => {
  it('accept their own defaults', () => {
    for (const section of SETTINGS_SECTIONS) {
      expect(z.safeParse(settingsSchemas[section], DEFAULT_SETTINGS[section]).success, section).toBe(true);
    }
  });

  it('site: normalises the e-mail and host names and names the bad field', () => {
    expect(
      siteSettingsSchema.parse({
        contactEmail: ' Kontakt@Leasingmatch.DK ',
        productionHosts: ['WWW.leasingmatch.dk'],
      }),
    ).toEqual({ contactEmail: 'kontakt@leasingmatch.dk', productionHosts: ['www.leasingmatch.dk'] });
    expect(
      issuesOf(siteSettingsSchema, {
        contactEmail: 'ikke-en-mail',
        productionHosts: ['leasingmatch.dk', 'https://x.dk/sti'],
      }),
    ).toEqual([
      ['contactEmail', 'Angiv en gyldig e-mailadresse'],
      ['productionHosts.1', 'Angiv værtsnavne uden https:// og sti, fx leasingmatch.dk'],
    ]);
  });

  it('search defaults: within what the public search accepts', () => {
    expect(searchDefaultsSchema.parse({ mileage: 20000, term: 48, deposit: 10000 })).toEqual({
      mileage: 20000,
      term: 48,
      deposit: 10000,
    });
    expect(issuesOf(searchDefaultsSchema, { mileage: 5000, term: 30, deposit: -1 })).toEqual([
      ['mileage', 'Mindst 10.000 km/år'],
      ['term', 'Vælg en løbetid: 12, 24, 36, 48, 60 mdr.'],
      ['deposit', 'Udbetalingen kan ikke være negativ'],
    ]);
    expect(issuesOf(searchDefaultsSchema, { mileage: 60000, term: 36, deposit: 100001.5 })).toEqual([
      ['mileage', 'Højst 50.000 km/år'],
      ['deposit', 'Angiv et helt beløb i kr.'],
    ]);
    // No target term ("Automatisk"): offer selection keeps its preferred order.
    expect(searchDefaultsSchema.parse({ mileage: 15000, term: null, deposit: 35000 }).term).toBeNull();
    expect(DEFAULT_SETTINGS.search_defaults).toEqual({ mileage: 15000, term: null, deposit: 35000 });
  });

  it('AI provider: an http(s) URL and a model name, both optional', () => {
    expect(aiProviderSettingsSchema.parse({})).toEqual({});
    expect(
      aiProviderSettingsSchema.parse({ baseUrl: 'https://api.openai.com/v1', model: ' gpt-4o-mini ' }),
    ).toEqual({ baseUrl: 'https://api.openai.com/v1', model: 'gpt-4o-mini' });
    expect(issuesOf(aiProviderSettingsSchema, { baseUrl: 'ftp://x', model: '' })).toEqual([
      ['baseUrl', 'Angiv en gyldig adresse, der starter med https://'],
      ['model', 'Angiv modellens navn'],
    ]);
  });

  it('analytics: a switch and an optional 32-character Mixpanel token', () => {
    expect(
      analyticsSettingsSchema.parse({
        firstPartyEnabled: false,
        mixpanelToken: 'ABCDEF0123456789abcdef0123456789',
      }),
    ).toEqual({ firstPartyEnabled: false, mixpanelToken: 'abcdef0123456789abcdef0123456789' });
    expect(issuesOf(analyticsSettingsSchema, { firstPartyEnabled: 'ja', mixpanelToken: 'kort' })).toEqual([
      ['firstPartyEnabled', 'Vælg til eller fra'],
      ['mixpanelToken', 'Et Mixpanel-token er 32 tegn (0-9 og a-f)'],
    ]);
  });

  it('analytics: raw events are kept 7–730 whole days; a section saved before the field keeps its token', () => {
    expect(issuesOf(analyticsSettingsSchema, { firstPartyEnabled: true, rawEventRetentionDays: 6 })).toEqual([
      ['rawEventRetentionDays', 'Mindst 7 dage'],
    ]);
    expect(
      issuesOf(analyticsSettingsSchema, { firstPartyEnabled: true, rawEventRetentionDays: 731 }),
    ).toEqual([['rawEventRetentionDays', 'Højst 730 dage']]);
    expect(
      issuesOf(analyticsSettingsSchema, { firstPartyEnabled: true, rawEventRetentionDays: 30.5 }),
    ).toEqual([['rawEventRetentionDays', 'Angiv et helt antal dage']]);
    const saved = { firstPartyEnabled: true, mixpanelToken: 'abcdef0123456789abcdef0123456789' };
    expect(readStoredSection('analytics', saved)).toEqual(saved);
    expect(DEFAULT_SETTINGS.analytics.rawEventRetentionDays).toBe(90);
  });

  it('reads a stored value back, or the default when it no longer fits the schema', () => {
    expect(readStoredSection('search_defaults', { mileage: 25000, term: 24, deposit: 0 }).mileage).toBe(
      25000,
    );
    expect(readStoredSection('search_defaults', { mileage: 'x' })).toEqual(DEFAULT_SETTINGS.search_defaults);
    expect(isSettingsSection('site')).toBe(true);
    expect(isSettingsSection('toString')).toBe(false);
  });
});
