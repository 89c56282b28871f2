import { describe, expect, it } from 'vitest';
import { addDays, danishToday, presetPeriod, resolveAnalyticsReportParams } from './analytics-report-params';

const TODAY = '2026-11-22';

describe('resolveAnalyticsReportParams', () => {
  it('defaults to the 30 days ending today', () => {
    expect(resolveAnalyticsReportParams({}, TODAY)).toEqual({
      ok: true,
      params: { from: '2026-10-24', to: '2026-11-22', days: 30 },
    });
  });

  it('counts 30 days back from a given end date', () => {
    expect(resolveAnalyticsReportParams({ to: '2024-03-01' }, TODAY)).toMatchObject({
      params: { from: '2024-02-01', to: '2024-03-01', days: 30 },
    });
  });

  it('accepts one day and 366 days, not 367', () => {
    expect(resolveAnalyticsReportParams({ from: TODAY, to: TODAY }, TODAY)).toMatchObject({
      params: { days: 1 },
    });
    expect(resolveAnalyticsReportParams({ from: '2024-01-01', to: '2024-12-31' }, TODAY)).toMatchObject({
      params: { days: 366 },
    });
    expect(resolveAnalyticsReportParams({ from: '2024-01-01', to: '2025-01-01' }, TODAY)).toEqual({
      ok: false,
      field: 'from',
      message: 'Perioden må højst være 366 dage',
    });
  });

  it('rejects a start after the end and dates that do not exist', () => {
    expect(resolveAnalyticsReportParams({ from: '2026-11-02', to: '2026-11-01' }, TODAY)).toMatchObject({
      ok: false,
      field: 'from',
    });
    expect(resolveAnalyticsReportParams({ to: '2026-02-29' }, TODAY)).toMatchObject({
      ok: false,
      field: 'to',
    });
    expect(resolveAnalyticsReportParams({ from: '22-11-2026' }, TODAY)).toMatchObject({
      ok: false,
      field: 'from',
    });
  });
});

describe('presets', () => {
  it('ends today and includes it', () => {
    expect(presetPeriod(7, TODAY)).toEqual({ from: '2026-11-16', to: TODAY });
    expect(presetPeriod(365, '2025-03-01')).toEqual({ from: '2024-03-02', to: '2025-03-01' });
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});

describe('danishToday', () => {
  it('is already tomorrow in Denmark late in the UTC evening', () => {
    expect(danishToday(new Date('2026-11-30T22:59:59Z'))).toBe('2026-11-30');
    expect(danishToday(new Date('2026-11-30T23:00:00Z'))).toBe('2026-12-01');
    expect(danishToday(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});
