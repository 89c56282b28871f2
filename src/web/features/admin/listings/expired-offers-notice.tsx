import { CalendarX } from 'lucide-react';
import type { AdminListingDetail } from '../../../../domain/admin/admin-listing-types';
import { copenhagenDate } from '../../../../domain/format/copenhagen-date';
import { formatDate } from '../../../../domain/format/format-danish';
import { lastValidDay, offersExpired } from '../../../../domain/offers/offer-freshness';

function todayInDenmark(): string {
  const date = copenhagenDate(Date.now());
  const pad = (value: number) => String(value).padStart(2, '0');
  return date ? `${date.year}-${pad(date.month)}-${pad(date.day)}` : '';
}

/**
 * The listing editor's mark on offers past the price list's valid-until or order-by date (ADR 056):
 * the site shows them nowhere (not on the detail page, not in the search) until a newer list or an
 * admin gives the listing new dates.
 */
export function ExpiredOffersNotice({ detail }: { detail: AdminListingDetail }) {
  const conditions = detail.price_list_conditions;
  const lastDay = lastValidDay(conditions.valid_until, conditions.order_by);
  if (!offersExpired(lastDay, todayInDenmark()) || lastDay === null) return null;
  return (
    <p
      role="status"
      className="mb-3 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200"
    >
      <CalendarX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong className="font-semibold">Udløbet:</strong> tilbuddene gjaldt til og med {formatDate(lastDay)}{' '}
        og vises ikke længere på annoncen eller i søgningen. En nyere prisliste giver dem nye datoer.
      </span>
    </p>
  );
}
