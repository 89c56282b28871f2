import { describe, expect, it } from 'vitest';
import { parseAppConfig, siteEnvironment } from './app-config';

describe('parseAppConfig', () => {
  it('reads the production hosts, lower-cased', () => {
    expect(parseAppConfig('{"productionHosts":["Leasingmatch.dk","www.leasingmatch.dk",3]}')).toEqual({
      productionHosts: ['leasingmatch.dk', 'www.leasingmatch.dk'],
      contactEmail: 'kontakt@leasingmatch.dk',
      firstPartyEnabled: true,
    });
  });

  it('reads whether first-party analytics is on: only an explicit false switches it off', () => {
    expect(parseAppConfig('{"firstPartyEnabled":false}').firstPartyEnabled).toBe(false);
    expect(parseAppConfig('{"firstPartyEnabled":"no"}').firstPartyEnabled).toBe(true);
  });

  it('reads a Mixpanel token only when it is one (32 hex digits), else leaves it out', () => {
    const token = '0123456789abcdef0123456789abcdef';
    expect(parseAppConfig(`{"mixpanelToken":"${token}"}`).mixpanelToken).toBe(token);
    expect(parseAppConfig('{"mixpanelToken":"<script>"}')).not.toHaveProperty('mixpanelToken');
    expect(parseAppConfig('{}')).not.toHaveProperty('mixpanelToken');
  });

  it('reads the retention days of raw analytics events only when they are a positive whole number', () => {
    expect(parseAppConfig('{"analyticsRetentionDays":30}').analyticsRetentionDays).toBe(30);
    expect(parseAppConfig('{"analyticsRetentionDays":"30"}')).not.toHaveProperty('analyticsRetentionDays');
    expect(parseAppConfig('{"analyticsRetentionDays":-1}')).not.toHaveProperty('analyticsRetentionDays');
  });

  it('reads the contact e-mail saved under Indstillinger, ignoring anything that is not an address', () => {
    expect(parseAppConfig('{"productionHosts":[],"contactEmail":"salg@bilhus.dk"}').contactEmail).toBe(
      'salg@bilhus.dk',
    );
    expect(parseAppConfig('{"contactEmail":"javascript:alert(1)"}').contactEmail).toBe(
      'kontakt@leasingmatch.dk',
    );
  });

  it('falls back to no production hosts when absent or broken', () => {
    const defaults = {
      productionHosts: [],
      contactEmail: 'kontakt@leasingmatch.dk',
      firstPartyEnabled: true,
    };
    expect(parseAppConfig(undefined)).toEqual(defaults);
    expect(parseAppConfig('{oops')).toEqual(defaults);
    expect(parseAppConfig('null')).toEqual(defaults);
  });
});

describe('siteEnvironment', () => {
  const hosts = ['leasingmatch.dk'];
  it('is production only for a listed host', () => {
    expect(siteEnvironment('LEASINGMATCH.dk', hosts)).toBe('production');
    expect(siteEnvironment('preview-42.leasingmatch.dk', hosts)).toBe('staging');
  });

  it('is development on localhost and 127.0.0.1 unless listed', () => {
    expect(siteEnvironment('localhost', hosts)).toBe('development');
    expect(siteEnvironment('127.0.0.1', hosts)).toBe('development');
    expect(siteEnvironment('localhost', ['localhost'])).toBe('production');
  });
});
