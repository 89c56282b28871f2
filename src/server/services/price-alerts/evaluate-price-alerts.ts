import type { Database, Executor } from '../../../db/client';
import { queueMail } from '../../../db/mail-outbox/queue-mail';
import {
  activeAlerts,
  claimCarAlertMail,
  claimSearchAlertMail,
  insertAlertToken,
  linkAlertMail,
  type PriceAlertRow,
} from '../../../db/price-alerts/price-alert-rows';
import {
  type AlertTerms,
  carAlertMail,
  type PriceAlertMail,
  searchAlertMail,
} from '../../../domain/price-alerts/price-alert-mails';
import {
  alertPeriod,
  carAlertFires,
  mayMailInPeriod,
  newSearchMatches,
} from '../../../domain/price-alerts/price-alert-rules';
import type { PriceAlertFrequency } from '../../../domain/price-alerts/price-alert-vocabulary';
import type { CatalogCache } from '../../catalog/catalog-cache';
import type { CatalogSnapshot } from '../../catalog/catalog-snapshot';
import { carName, displayedOffer, listingUrl, savedSearchQuery, searchMatches } from './alert-catalog';
import { alertLinks, newAlertToken } from './alert-tokens';

/** Cars listed by name in one saved-search mail; the rest are counted. */
const CARS_PER_MAIL = 10;

type Evaluation = {
  db: Database;
  cache: CatalogCache;
  snapshot: CatalogSnapshot;
  now: Date;
  publicOrigin: string;
};

/** Queues one alert mail with a fresh manage token for its links, in the transaction of its claim. */
async function queueAlertMail(
  tx: Executor,
  alert: PriceAlertRow,
  publicOrigin: string,
  build: (links: ReturnType<typeof alertLinks>) => PriceAlertMail,
): Promise<void> {
  const manage = newAlertToken();
  await insertAlertToken(tx, alert.id, 'manage', manage.hash);
  const mailId = await queueMail(tx, { to: alert.email, ...build(alertLinks(publicOrigin, manage.token)) });
  await linkAlertMail(tx, mailId, alert.id, 'alert');
}

function termsOf(alert: PriceAlertRow): AlertTerms | undefined {
  if (alert.mileagePerYear === null || alert.periodMonths === null || alert.firstPayment === null)
    return undefined;
  return {
    mileagePerYear: alert.mileagePerYear,
    periodMonths: alert.periodMonths,
    firstPayment: alert.firstPayment,
  };
}

async function evaluateCarAlert(run: Evaluation, alert: PriceAlertRow, period: string): Promise<boolean> {
  const terms = termsOf(alert);
  if (!terms || !alert.listingId || alert.priceLimit === null || alert.lastPrice === null) return false;
  const shown = displayedOffer(run.snapshot, alert.listingId, terms);
  const price = shown?.offer.monthly_price ?? null;
  if (!carAlertFires({ priceLimit: alert.priceLimit, lastPrice: alert.lastPrice }, price)) return false;
  const from = alert.lastPrice;
  const listingId = alert.listingId;
  return run.db.transaction(async (tx) => {
    if (!(await claimCarAlertMail(tx, alert.id, { period, price, now: run.now }))) return false;
    await queueAlertMail(tx, alert, run.publicOrigin, (links) =>
      carAlertMail({
        label: shown ? carName(shown.listing) : alert.label,
        terms,
        from,
        to: price,
        listingUrl: listingUrl(run.publicOrigin, listingId, terms),
        links,
      }),
    );
    return true;
  });
}

async function evaluateSearchAlert(run: Evaluation, alert: PriceAlertRow, period: string): Promise<boolean> {
  if (!alert.searchQuery) return false;
  const search = savedSearchQuery(alert.searchQuery);
  const { items } = searchMatches(run.cache, run.snapshot, search.params);
  const ids = items.map((item) => item.id);
  const fresh = new Set(newSearchMatches(ids, alert.seenListingIds));
  if (fresh.size === 0) return false;
  const cars = items
    .filter((item) => fresh.has(item.id))
    .slice(0, CARS_PER_MAIL)
    .map((item) => ({
      name: carName(item),
      monthlyPrice: item.monthly_price,
      url: `${run.publicOrigin}/listing/${item.id}`,
    }));
  return run.db.transaction(async (tx) => {
    const claimed = await claimSearchAlertMail(tx, alert.id, {
      period,
      seenBefore: alert.seenListingIds,
      seenNow: ids,
      now: run.now,
    });
    if (!claimed) return false;
    await queueAlertMail(tx, alert, run.publicOrigin, (links) =>
      searchAlertMail({
        label: alert.label,
        cars,
        total: fresh.size,
        searchUrl: `${run.publicOrigin}/listings${search.query ? `?${search.query}` : ''}`,
        links,
      }),
    );
    return true;
  });
}

/**
 * Evaluates the active alerts of some frequencies against the current catalogue snapshot (ADR 072) and
 * queues a mail for each that fires: a car whose displayed price at the alert's configuration is at or
 * under its limit and below the last price mailed; a search with listings not mailed before. Each mail
 * is claimed on its alert's row in the transaction that queues it, at most once per period, so two
 * processes evaluating at once send it once. Answers how many mails were queued.
 */
export async function evaluatePriceAlerts(
  db: Database,
  cache: CatalogCache,
  options: { frequencies: readonly PriceAlertFrequency[]; now: Date; publicOrigin: string },
): Promise<number> {
  const alerts = await activeAlerts(db, options.frequencies);
  if (alerts.length === 0) return 0;
  // The change that queued this run must be in the snapshot, however long CATALOG_MAX_STALE_MS is.
  cache.invalidate();
  const run: Evaluation = {
    db,
    cache,
    snapshot: await cache.get(),
    now: options.now,
    publicOrigin: options.publicOrigin,
  };
  let mailed = 0;
  for (const alert of alerts) {
    const period = alertPeriod(alert.frequency, options.now, run.snapshot.version);
    if (!mayMailInPeriod(alert.lastSentPeriod, period)) continue;
    const sent =
      alert.kind === 'car'
        ? await evaluateCarAlert(run, alert, period)
        : await evaluateSearchAlert(run, alert, period);
    if (sent) mailed++;
  }
  return mailed;
}
