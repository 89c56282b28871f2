import { Info, LoaderCircle } from 'lucide-react';
import { formatMonthly } from '../../../../domain/format/format-danish';
import { unscoredText } from '../../../../domain/lease-score/unscored-reason';
import type { ListingDetail } from '../../../../domain/listings/listing-api-types';
import { DisclosureGradeBadge } from '../../listings/components/disclosure-grade-badge';
import { LeaseScorePill } from '../../listings/components/lease-score-pill';
import { useCountUp } from '../hooks/use-count-up';
import type { ConfigNotice } from '../lib/config-notices';
import { scoreBandLabel } from '../lib/score-text';
import { FullPriceLines } from './full-price-lines';
import { LeaseScoreInfoButton } from './lease-score-info';

/** Monthly price (counting to a new value) with the full price of the term right under it (ADR 053). */
function PriceWithTotal({ listing }: { listing: ListingDetail }) {
  const shown = useCountUp(listing.monthly_price);
  return (
    <div>
      <p className="text-sm text-zinc-600">Månedlig ydelse</p>
      <p className="numeric text-3xl font-bold tracking-tight text-zinc-950">
        <span aria-hidden="true">{formatMonthly(shown)}</span>
        <span className="sr-only">{formatMonthly(listing.monthly_price)}</span>
      </p>
      <FullPriceLines listing={listing} />
    </div>
  );
}

/** Score pill, band label and (unless left out) the "Om LeaseScore" button. */
export function ScoreRow({ listing, withInfo = true }: { listing: ListingDetail; withInfo?: boolean }) {
  const unscored = listing.lease_score === null || listing.lease_score <= 0;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {unscored ? null : <LeaseScorePill score={listing.lease_score} />}
      {/* The pill already tells screen readers the band. */}
      <span
        aria-hidden={unscored ? undefined : true}
        className={`text-sm font-medium ${unscored ? 'text-zinc-500' : 'text-zinc-800'}`}
      >
        {unscored
          ? (unscoredText(listing.retail_price) ?? 'LeaseScore: ingen score')
          : scoreBandLabel(listing.lease_score)}
      </span>
      {withInfo ? (
        <LeaseScoreInfoButton
          breakdown={listing.lease_score_breakdown}
          disclosedItems={listing.disclosed_items}
        />
      ) : null}
      {/* The disclosure grade beside the score, never part of it (ADR 054); in a narrow column it
          wraps under the score, the info button staying beside it. */}
      <DisclosureGradeBadge count={listing.disclosed_items} />
    </div>
  );
}

/** The price with its loading chip and notices beneath it (no extra space while they are empty). */
export function PriceBlock({
  listing,
  isUpdating,
  notices,
}: {
  listing: ListingDetail;
  isUpdating: boolean;
  notices: ConfigNotice[];
}) {
  return (
    <div>
      <PriceWithTotal listing={listing} />
      <UpdatingChip isUpdating={isUpdating} />
      <ConfigNotices notices={notices} />
    </div>
  );
}

/** "Opdaterer pris og vilkår…" while a new configuration loads; a polite live region either way. */
function UpdatingChip({ isUpdating }: { isUpdating: boolean }) {
  return (
    <div aria-live="polite" className="not-empty:mt-3">
      {isUpdating ? (
        <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800">
          <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin motion-reduce:animate-none" />
          Opdaterer pris og vilkår…
        </span>
      ) : null}
    </div>
  );
}

/** Why the offer differs from the URL; a live region that is always there, so changes are announced. */
function ConfigNotices({ notices }: { notices: ConfigNotice[] }) {
  return (
    <div role="status" className="not-empty:mt-3">
      {notices.length > 0 ? (
        <ul className="space-y-1.5">
          {notices.map((notice) => (
            <li
              key={notice.key}
              className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset"
            >
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {notice.text}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
