import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type AnalyticsReport,
  enquiryCounts,
  funnelCounts,
} from '../../../../domain/analytics/analytics-report';
import { FunnelSection } from './analytics-funnel-section';

type Funnel = AnalyticsReport['funnel'];
const funnel = (
  views: number,
  clicks: number,
  outbound: number,
  listings: Funnel['listings'] = [],
  enquiries = 0,
) => ({
  ...funnelCounts(views, clicks, outbound),
  ...enquiryCounts(clicks, enquiries),
  listings,
  sellers: [],
});
const deletedListing = (id: string, views: number) => ({
  ...funnelCounts(views, 0, 0),
  listingId: id,
  title: null,
  sellerName: null,
});

describe('Statistik funnel', () => {
  it('says in words that nothing was shown, and the top list heading counts nothing', () => {
    const { container } = render(<FunnelSection funnel={funnel(0, 0, 0)} />);
    expect(screen.getByText('Ingen visninger af biler i perioden')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mest viste biler' })).toBeTruthy();
    expect(container.textContent).not.toMatch(/De 0|–|af klik\b/);
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('says "ingen klik endnu" when cars were shown but never clicked', () => {
    render(<FunnelSection funnel={funnel(1200, 0, 0, [deletedListing('a', 1200)])} />);
    expect(screen.getByText('1.200 visninger · ingen klik endnu')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Den mest viste bil' })).toBeTruthy();
  });

  it('gives both rates in a sentence once there are clicks', () => {
    const listings = [deletedListing('a', 150), deletedListing('b', 50)];
    render(<FunnelSection funnel={funnel(200, 20, 5, listings)} />);
    expect(screen.getByText('Klikrate 10,0 % · 25,0 % af klikkene gik videre til forhandleren')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'De 2 mest viste biler' })).toBeTruthy();
  });

  it('counts the enquiries beside the visits to sellers, as a share of the clicks', () => {
    render(<FunnelSection funnel={funnel(200, 20, 5, [deletedListing('a', 200)], 3)} />);
    expect(
      screen.getByText(
        'Klikrate 10,0 % · 25,0 % af klikkene gik videre til forhandleren · 3 henvendelser (15,0 % af klikkene)',
      ),
    ).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Visninger → klik → forhandler eller henvendelse' }),
    ).toBeTruthy();
  });

  it('leaves the enquiries out of the sentence while there are none', () => {
    const { container } = render(<FunnelSection funnel={funnel(200, 20, 5, [deletedListing('a', 200)])} />);
    expect(container.textContent).not.toContain('henvendelser (');
  });
});
