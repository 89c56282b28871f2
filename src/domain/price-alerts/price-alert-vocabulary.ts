/** A car's price (one listing at one configuration) or a saved search's new matches (issue 30, ADR 072). */
export const priceAlertKinds = ['car', 'search'] as const;
export type PriceAlertKind = (typeof priceAlertKinds)[number];

/** Straks: after a catalogue change; dagligt: 07:00 every day; ugentligt: Monday 07:00 (Danish time). */
export const priceAlertFrequencies = ['instant', 'daily', 'weekly'] as const;
export type PriceAlertFrequency = (typeof priceAlertFrequencies)[number];

/** Pending until the link in the confirmation mail is used (double opt-in). */
export const priceAlertStatuses = ['pending', 'active', 'unsubscribed'] as const;
export type PriceAlertStatus = (typeof priceAlertStatuses)[number];

export const PRICE_ALERT_FREQUENCY_LABELS: Record<PriceAlertFrequency, string> = {
  instant: 'Straks',
  daily: 'Dagligt',
  weekly: 'Ugentligt',
};

export const PRICE_ALERT_STATUS_LABELS: Record<PriceAlertStatus, string> = {
  pending: 'Afventer bekræftelse',
  active: 'Aktiv',
  unsubscribed: 'Afmeldt',
};

export const PRICE_ALERT_KIND_LABELS: Record<PriceAlertKind, string> = {
  car: 'Prisfald på bil',
  search: 'Gemt søgning',
};
