import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { arrayParam } from '../catalog-writes/pg-arrays';
import type { Executor } from '../client';
import {
  type PriceAlertMailRole,
  type PriceAlertTokenPurpose,
  priceAlertMails,
  priceAlerts,
  priceAlertTokens,
} from '../schema/price-alerts';

export type PriceAlertRow = typeof priceAlerts.$inferSelect;
export type NewPriceAlert = typeof priceAlerts.$inferInsert;

export async function insertPriceAlert(tx: Executor, values: NewPriceAlert): Promise<string> {
  const [row] = await tx.insert(priceAlerts).values(values).returning({ id: priceAlerts.id });
  if (!row) throw new Error('Price alert insert returned no row');
  return row.id;
}

export async function insertAlertToken(
  tx: Executor,
  alertId: string,
  purpose: PriceAlertTokenPurpose,
  tokenHash: string,
): Promise<void> {
  await tx.insert(priceAlertTokens).values({ alertId, purpose, tokenHash });
}

export async function linkAlertMail(
  tx: Executor,
  mailId: string,
  alertId: string,
  role: PriceAlertMailRole,
): Promise<void> {
  await tx.insert(priceAlertMails).values({ mailId, alertId, role });
}

/** The alert a token opens, if the token is known, of that purpose and (when given) not older than `since`. */
export async function findAlertByToken(
  db: Executor,
  tokenHash: string,
  purpose: PriceAlertTokenPurpose,
  since?: Date,
): Promise<PriceAlertRow | undefined> {
  const [row] = await db
    .select({ alert: priceAlerts })
    .from(priceAlertTokens)
    .innerJoin(priceAlerts, eq(priceAlerts.id, priceAlertTokens.alertId))
    .where(
      and(
        eq(priceAlertTokens.tokenHash, tokenHash),
        eq(priceAlertTokens.purpose, purpose),
        since ? gt(priceAlertTokens.createdAt, since) : undefined,
      ),
    );
  return row?.alert;
}

/** Every alert of an address, whatever its case, oldest first. */
export function alertsOfEmail(db: Executor, email: string): Promise<PriceAlertRow[]> {
  return db
    .select()
    .from(priceAlerts)
    .where(sql`lower(${priceAlerts.email}) = ${email.toLowerCase()}`)
    .orderBy(priceAlerts.createdAt, priceAlerts.id);
}

export async function activateAlert(tx: Executor, id: string, now: Date): Promise<void> {
  await tx
    .update(priceAlerts)
    .set({ status: 'active', confirmedAt: now })
    .where(and(eq(priceAlerts.id, id), eq(priceAlerts.status, 'pending')));
}

export async function unsubscribeAlerts(tx: Executor, ids: readonly string[], now: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx
    .update(priceAlerts)
    .set({ status: 'unsubscribed', unsubscribedAt: now })
    .where(and(inArray(priceAlerts.id, [...ids]), sql`${priceAlerts.status} <> 'unsubscribed'`))
    .returning({ id: priceAlerts.id });
  return rows.length;
}

export async function setAlertFrequency(
  tx: Executor,
  id: string,
  frequency: PriceAlertRow['frequency'],
): Promise<void> {
  await tx.update(priceAlerts).set({ frequency }).where(eq(priceAlerts.id, id));
}

/** The active alerts of some frequencies, for one evaluation. */
export function activeAlerts(
  db: Executor,
  frequencies: readonly PriceAlertRow['frequency'][],
): Promise<PriceAlertRow[]> {
  return db
    .select()
    .from(priceAlerts)
    .where(and(eq(priceAlerts.status, 'active'), inArray(priceAlerts.frequency, [...frequencies])))
    .orderBy(priceAlerts.createdAt, priceAlerts.id);
}

/**
 * Claims a car alert's mail for a period: succeeds only while the alert is active, has had no mail in
 * the period and its last price is still above `price`. Concurrent evaluations in several processes
 * race on this one row; the second finds the claim done (its update matches nothing) and sends nothing.
 */
export async function claimCarAlertMail(
  tx: Executor,
  id: string,
  claim: { period: string; price: number; now: Date },
): Promise<boolean> {
  const rows = await tx
    .update(priceAlerts)
    .set({ lastPrice: claim.price, lastSentPeriod: claim.period, lastSentAt: claim.now })
    .where(
      and(
        eq(priceAlerts.id, id),
        eq(priceAlerts.status, 'active'),
        sql`${priceAlerts.lastSentPeriod} is distinct from ${claim.period}`,
        sql`${priceAlerts.lastPrice} > ${claim.price}`,
      ),
    )
    .returning({ id: priceAlerts.id });
  return rows.length > 0;
}

/**
 * Claims a search alert's mail for a period, storing the matches now seen; succeeds only while the
 * alert is active, unmailed in the period, and still remembers the matches the evaluation compared with.
 */
export async function claimSearchAlertMail(
  tx: Executor,
  id: string,
  claim: { period: string; seenBefore: readonly string[]; seenNow: readonly string[]; now: Date },
): Promise<boolean> {
  const rows = await tx
    .update(priceAlerts)
    .set({
      seenListingIds: sql`${arrayParam(claim.seenNow, 'uuid')}`,
      lastSentPeriod: claim.period,
      lastSentAt: claim.now,
    })
    .where(
      and(
        eq(priceAlerts.id, id),
        eq(priceAlerts.status, 'active'),
        sql`${priceAlerts.lastSentPeriod} is distinct from ${claim.period}`,
        sql`${priceAlerts.seenListingIds} = ${arrayParam(claim.seenBefore, 'uuid')}`,
      ),
    )
    .returning({ id: priceAlerts.id });
  return rows.length > 0;
}
