import type { OfferConditions } from './extracted-price-list';

/** An extra priced per month, as a price list states it ("Vinterhjul 380 kr./md."). */
export type MonthlyExtra = NonNullable<OfferConditions['extras']>[number];
