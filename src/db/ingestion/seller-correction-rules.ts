import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  type CarIdentity,
  type CorrectionRule,
  identityKey,
} from '../../domain/ingestion/matching/correction-rules';
import type { AuditActor } from '../audit/record-audit';
import type { Executor } from '../client';
import { sellerCorrectionRules } from '../schema';

/** Table access for the corrections remembered per seller (issue 25): read, store, forget. */

const ruleColumns = {
  fromMake: sellerCorrectionRules.fromMake,
  fromModel: sellerCorrectionRules.fromModel,
  fromVariant: sellerCorrectionRules.fromVariant,
  toMake: sellerCorrectionRules.toMake,
  toModel: sellerCorrectionRules.toModel,
  toVariant: sellerCorrectionRules.toVariant,
};
type RuleRow = { [K in keyof typeof ruleColumns]: string };

const ruleOf = (row: RuleRow): CorrectionRule => ({
  from: { make: row.fromMake, model: row.fromModel, variant: row.fromVariant },
  to: { make: row.toMake, model: row.toModel, variant: row.toVariant },
});

/** The seller's remembered corrections, the most recently learnt first. */
export async function loadSellerCorrectionRules(
  executor: Executor,
  sellerId: string,
): Promise<CorrectionRule[]> {
  const rows = await executor
    .select(ruleColumns)
    .from(sellerCorrectionRules)
    .where(eq(sellerCorrectionRules.sellerId, sellerId))
    .orderBy(desc(sellerCorrectionRules.updatedAt), desc(sellerCorrectionRules.id));
  return rows.map(ruleOf);
}

/**
 * Stores each rule for the seller: a new reading is inserted, a reading the seller has a rule for gets
 * the new correction. Answers the rules as they were before (null for a new one), for the audit.
 */
export async function storeCorrectionRules(
  executor: Executor,
  sellerId: string,
  rules: readonly CorrectionRule[],
  learnt: { batchId: string; actor: AuditActor },
): Promise<Array<{ rule: CorrectionRule; before: CorrectionRule | null }>> {
  if (rules.length === 0) return [];
  const before = await rulesByKey(
    executor,
    sellerId,
    rules.map((rule) => identityKey(rule.from)),
  );
  await executor
    .insert(sellerCorrectionRules)
    .values(
      rules.map((rule) => ({
        sellerId,
        fromKey: identityKey(rule.from),
        fromMake: rule.from.make,
        fromModel: rule.from.model,
        fromVariant: rule.from.variant,
        toMake: rule.to.make,
        toModel: rule.to.model,
        toVariant: rule.to.variant,
        batchId: learnt.batchId,
        updatedBy: learnt.actor.id,
        updatedByEmail: learnt.actor.email,
      })),
    )
    .onConflictDoUpdate({
      target: [sellerCorrectionRules.sellerId, sellerCorrectionRules.fromKey],
      set: {
        toMake: sql`excluded.to_make`,
        toModel: sql`excluded.to_model`,
        toVariant: sql`excluded.to_variant`,
        batchId: sql`excluded.batch_id`,
        updatedBy: sql`excluded.updated_by`,
        updatedByEmail: sql`excluded.updated_by_email`,
        updatedAt: sql`now()`,
      },
    });
  return rules.map((rule) => ({ rule, before: before.get(identityKey(rule.from)) ?? null }));
}

/** Forgets the seller's rules for these readings; answers the rules that were there. */
export async function forgetCorrectionRules(
  executor: Executor,
  sellerId: string,
  readings: readonly CarIdentity[],
): Promise<CorrectionRule[]> {
  if (readings.length === 0) return [];
  const rows = await executor
    .delete(sellerCorrectionRules)
    .where(
      and(
        eq(sellerCorrectionRules.sellerId, sellerId),
        inArray(sellerCorrectionRules.fromKey, readings.map(identityKey)),
      ),
    )
    .returning(ruleColumns);
  return rows.map(ruleOf);
}

async function rulesByKey(
  executor: Executor,
  sellerId: string,
  keys: readonly string[],
): Promise<Map<string, CorrectionRule>> {
  const rows = await executor
    .select({ ...ruleColumns, fromKey: sellerCorrectionRules.fromKey })
    .from(sellerCorrectionRules)
    .where(
      and(eq(sellerCorrectionRules.sellerId, sellerId), inArray(sellerCorrectionRules.fromKey, [...keys])),
    );
  return new Map(rows.map((row) => [row.fromKey, ruleOf(row)]));
}
