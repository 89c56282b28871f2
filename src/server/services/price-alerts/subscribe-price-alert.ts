import type { Database, Executor } from '../../../db/client';
import { queueMail } from '../../../db/mail-outbox/queue-mail';
import {
  insertAlertToken,
  insertPriceAlert,
  linkAlertMail,
  type NewPriceAlert,
} from '../../../db/price-alerts/price-alert-rows';
import { formatMonthly } from '../../../domain/format/format-danish';
import { describeSearch } from '../../../domain/price-alerts/describe-search';
import type { PriceAlertData } from '../../../domain/price-alerts/price-alert-input-schema';
import { confirmationMail } from '../../../domain/price-alerts/price-alert-mails';
import { priceLimitFor } from '../../../domain/price-alerts/price-alert-rules';
import type { CatalogCache } from '../../catalog/catalog-cache';
import { type GuardRefusal, type VisitorClient, visitorGuard } from '../visitor-forms/visitor-guard';
import {
  carName,
  displayedOffer,
  SEARCH_ALERT_MAX_MATCHES,
  savedSearchQuery,
  searchMatches,
} from './alert-catalog';
import { ALERT_THROTTLE } from './alert-throttle';
import { confirmUrl, newAlertToken } from './alert-tokens';

export type AlertClient = VisitorClient;

export type SubscribedAlert =
  | { kind: 'stored'; id: string }
  | GuardRefusal
  | { kind: 'listing_not_found' }
  /** The car's price at this configuration is not the one the visitor saw. */
  | { kind: 'offer_changed' }
  /** A field the visitor can correct (the chosen price, a too broad search). */
  | { kind: 'invalid'; path: string; message: string };

/**
 * "Giv mig besked" (issue 30, ADR 072): the spam guard and throttle as for enquiries, then the alert,
 * pending, with its confirmation mail queued in one transaction. Nothing is ever mailed about it until
 * the mail's link is opened.
 */
export function priceAlertSubscriber(
  db: Database,
  catalog: CatalogCache,
  options: { publicOrigin: string; now?: () => Date },
) {
  const now = options.now ?? (() => new Date());
  const guard = visitorGuard(db, ALERT_THROTTLE, now);
  return async (input: PriceAlertData, client: AlertClient): Promise<SubscribedAlert> => {
    const guarded = await guard(input, client);
    if (guarded.kind !== 'passed') return guarded;

    const snapshot = await catalog.get();
    let alert: NewPriceAlert;
    let condition = '';
    if (input.kind === 'car') {
      const shown = displayedOffer(snapshot, input.listing_id, {
        mileagePerYear: input.km,
        periodMonths: input.mdr,
        firstPayment: input.udb,
      });
      if (!shown) return { kind: 'listing_not_found' };
      const price = shown.offer.monthly_price;
      if (price !== input.monthly_price) return { kind: 'offer_changed' };
      if (input.target_price !== null && input.target_price >= price) {
        return {
          kind: 'invalid',
          path: 'target_price',
          message: `Vælg en pris under den nuværende på ${formatMonthly(price)}`,
        };
      }
      const priceLimit = priceLimitFor(price, input.target_price);
      condition =
        input.target_price === null
          ? `når prisen kommer under ${formatMonthly(price)}`
          : `når prisen er ${formatMonthly(priceLimit)} eller lavere`;
      alert = {
        kind: 'car',
        email: input.email,
        frequency: input.frequency,
        listingId: shown.listing.id,
        mileagePerYear: shown.offer.mileage_per_year,
        periodMonths: shown.offer.period_months,
        firstPayment: shown.offer.first_payment,
        priceLimit,
        lastPrice: price,
        label: carName(shown.listing),
      };
    } else {
      const search = savedSearchQuery(input.query);
      const matches = searchMatches(catalog, snapshot, search.params);
      if (matches.total > SEARCH_ALERT_MAX_MATCHES) {
        return {
          kind: 'invalid',
          path: 'query',
          message: `Søgningen har over ${SEARCH_ALERT_MAX_MATCHES} biler. Vælg flere filtre, og prøv igen.`,
        };
      }
      alert = {
        kind: 'search',
        email: input.email,
        frequency: input.frequency,
        searchQuery: search.query,
        seenListingIds: matches.items.map((item) => item.id),
        label: describeSearch(search.params),
      };
    }

    const id = await db.transaction(async (tx) => {
      const alertId = await insertPriceAlert(tx, alert);
      await issueConfirmation(tx, alertId, {
        ...alert,
        condition,
        publicOrigin: options.publicOrigin,
      });
      return alertId;
    });
    return { kind: 'stored', id };
  };
}

async function issueConfirmation(
  tx: Executor,
  alertId: string,
  alert: NewPriceAlert & { condition: string; publicOrigin: string },
): Promise<void> {
  const confirm = newAlertToken();
  await insertAlertToken(tx, alertId, 'confirm', confirm.hash);
  const mail = confirmationMail({
    kind: alert.kind,
    label: alert.label,
    frequency: alert.frequency,
    condition: alert.condition,
    confirmUrl: confirmUrl(alert.publicOrigin, confirm.token),
  });
  const mailId = await queueMail(tx, { to: alert.email, ...mail });
  await linkAlertMail(tx, mailId, alertId, 'confirm');
}
