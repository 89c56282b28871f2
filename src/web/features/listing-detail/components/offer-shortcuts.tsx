import { BadgeCheck, PiggyBank } from 'lucide-react';
import type { ListingDetail } from '../../../../domain/listings/listing-api-types';
import { cheapestFullPriceOffer } from '../../../../domain/offers/cheapest-full-price-offer';
import { bestScoreOffer, choiceOf, findOffer, type LeaseChoice } from '../lib/lease-options';

/**
 * "Billigste" and "Bedste score": one click to the lowest full price at the chosen km/år and term, or to
 * the best-scored offer.
 */
export function OfferShortcuts({
  offers,
  choice,
  onChoose,
}: {
  offers: ListingDetail['all_lease_pricing'];
  choice: LeaseChoice;
  onChoose: (choice: LeaseChoice) => void;
}) {
  const current = findOffer(offers, choice);
  const cheapest = cheapestFullPriceOffer(offers, choice, (offer) => offer.total_cost);
  const best = bestScoreOffer(offers);
  return (
    <div className="grid grid-cols-2 gap-2">
      <Shortcut
        label="Billigste"
        icon={PiggyBank}
        pressed={cheapest !== undefined && cheapest === current}
        onClick={() => cheapest && onChoose(choiceOf(cheapest))}
      />
      <Shortcut
        label="Bedste score"
        icon={BadgeCheck}
        pressed={best !== undefined && best === current}
        disabled={best === undefined}
        onClick={() => best && onChoose(choiceOf(best))}
      />
    </div>
  );
}

function Shortcut({
  label,
  icon: Icon,
  pressed,
  disabled = false,
  onClick,
}: {
  label: string;
  icon: typeof PiggyBank;
  pressed: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-3 text-sm font-semibold ring-1 ring-zinc-300 ring-inset hover:bg-zinc-50 disabled:opacity-50 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 aria-pressed:ring-brand-600"
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
