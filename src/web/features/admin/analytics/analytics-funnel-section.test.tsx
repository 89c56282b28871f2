import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type AnalyticsReport, funnelCounts } from '../../../../domain/analytics/analytics-report';
import { FunnelSection } from './analytics-funnel-section';

type Funnel = AnalyticsReport['funnel'];
const funnel = (views: number, clicks: number, outbound: number, listings: Funnel['listings'] = []) => ({
  ...funnelCounts(views, clicks, outbound),
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
});
