import { type ListingStatus, listingStatuses } from './vehicle-values';

/** One listing's status as the admin reads it: its badge, the CSV, the form. */
export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  active: 'Aktiv',
  pending: 'Afventer',
  inactive: 'Inaktiv',
};

/** Listings of a status counted or filtered together: "Aktive", a seller's figures, a list's filter. */
export const LISTING_STATUS_PLURAL_LABELS: Record<ListingStatus, string> = {
  active: 'Aktive',
  pending: 'Afventende',
  inactive: 'Inaktive',
};

/** What each status means for the public site, beside the label in the form's choices. */
const PUBLIC_MEANING: Record<ListingStatus, string> = {
  pending: 'ikke offentlig',
  active: 'vises på siden',
  inactive: 'trukket tilbage',
};

/** A list's status filter: "Aktive", "Inaktive", "Afventende". */
export const listingStatusFilterOptions = listingStatuses.map((value) => ({
  value,
  label: LISTING_STATUS_PLURAL_LABELS[value],
}));

/** The form's status choices in the order a listing usually goes: "Afventer (ikke offentlig)", … */
export const LISTING_STATUS_OPTIONS: readonly { value: ListingStatus; label: string }[] = (
  ['pending', 'active', 'inactive'] as const
).map((value) => ({ value, label: `${LISTING_STATUS_LABELS[value]} (${PUBLIC_MEANING[value]})` }));
