import { describe, expect, it } from 'vitest';
import { funnelCounts } from '../../../../domain/analytics/analytics-report';
import { funnelSummary, resultViewsText, termsOnCarsText } from './analytics-labels';

describe('Statistik counts in Danish singular and plural', () => {
  it.each<[string, string, string]>([
    ['searches card, one view', resultViewsText(1), '1 visning af resultater'],
    ['searches card, none', resultViewsText(0), '0 visninger af resultater'],
    ['searches card, many', resultViewsText(1200), '1.200 visninger af resultater'],
    ['lease terms card, one car', termsOnCarsText(1), 'på 1 bil'],
    ['lease terms card, cars', termsOnCarsText(3), 'på 3 biler'],
    ['funnel, one view', funnelSummary(funnelCounts(1, 0, 0)), '1 visning · ingen klik endnu'],
    ['funnel, views', funnelSummary(funnelCounts(2, 0, 0)), '2 visninger · ingen klik endnu'],
  ])('%s: %s', (_case, text, expected) => {
    expect(text).toBe(expected);
  });
});
