import { useRef, useState } from 'react';
import type { ListingSummary } from '../../../../domain/listings/listing-api-types';
import { useIsDesktop } from '../../../lib/media-query';
import { LeaseScorePill } from '../../listings/components/lease-score-pill';
import { LazySameCarSection } from '../../same-car/lazy-same-car-section';
import { carName } from '../lib/detail-meta';
import { BackToSearchLink } from './back-to-search-link';
import { CalculatorCard, type LeaseCalculatorProps } from './calculator-card';
import { ImageGallery } from './image-gallery';
import { IncludedItemsSection } from './included-items-section';
import { ListingSaveActions } from './listing-save-actions';
import { ListingTitle } from './listing-title';
import { DealOverview, MobilePriceBar } from './mobile-deal';
import { OfferFreshnessNote } from './offer-freshness-note';
import { PriceDrawer } from './price-drawer';
import { PriceHistorySection } from './price-history-section';
import { RiskPanel } from './risk-panel';
import { RunningCostSection } from './running-cost-section';
import { SimilarListings } from './similar-listings';
import { DescriptionSection, KeySpecs, SpecSection } from './vehicle-specs';

/**
 * Desktop (lg+): 65/35 columns with a sticky calculator. Phone and tablet: one column with a deal
 * overview, a sticky price bar and the "Tilpas pris" sheet. Rendered per layout, so the page has one h1.
 */
export function ListingDetailView({
  similar,
  ...calculator
}: LeaseCalculatorProps & { similar: ListingSummary[] | undefined }) {
  const { listing, isUpdating, notices } = calculator;
  const isDesktop = useIsDesktop();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerOpener = useRef<HTMLElement | null>(null);
  const openDrawer = () => {
    drawerOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDrawerOpen(true);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 sm:px-6 lg:pt-6">
      <BackToSearchLink />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,65fr)_minmax(0,35fr)] lg:gap-8">
        {/* On the desktop the calculator card holds the h1: it comes first in the document, so the page
            opens with its h1, and the grid places it in the right column. */}
        {isDesktop ? (
          <div className="lg:col-start-2 lg:row-start-1">
            <div className="sticky top-6 space-y-2">
              <CalculatorCard {...calculator} />
              <div className="px-1">
                <OfferFreshnessNote listing={listing} />
              </div>
            </div>
          </div>
        ) : null}
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">
          <ImageGallery
            images={listing.images}
            name={carName(listing)}
            badge={<LeaseScorePill score={listing.lease_score} />}
          />
          <ListingSaveActions listing={listing} />
          {isDesktop ? null : <ListingTitle listing={listing} />}
          <section aria-label="Nøgletal">
            <KeySpecs listing={listing} />
          </section>
          {isDesktop ? null : (
            <DealOverview
              listing={listing}
              isUpdating={isUpdating}
              notices={notices}
              onCustomise={openDrawer}
            />
          )}
          {isDesktop ? null : <OfferFreshnessNote listing={listing} />}
          <RiskPanel listing={listing} />
          <PriceHistorySection history={listing.price_history} />
          <IncludedItemsSection items={listing.included_items} />
          <RunningCostSection cost={listing.running_cost} isUpdating={isUpdating} />
          <SpecSection listing={listing} />
          <DescriptionSection description={listing.description} />
        </div>
      </div>
      <LazySameCarSection {...listing} />
      <div className="mt-10">
        <SimilarListings items={similar} />
      </div>
      <p className="mt-10 pb-8 text-xs text-zinc-500">
        Annonce-ID: <span className="font-mono select-all">{listing.id}</span>
      </p>
      {isDesktop ? null : (
        <>
          <MobilePriceBar listing={listing} onCustomise={openDrawer} />
          <PriceDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            returnFocusTo={drawerOpener}
            {...calculator}
          />
        </>
      )}
    </div>
  );
}
