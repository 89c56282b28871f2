import { and, desc, eq, max } from 'drizzle-orm';
import type { LayoutTemplate } from '../../domain/ingestion/layout-template';
import type { Executor } from '../client';
import { layoutTemplates, sellers } from '../schema';

/** Table access for layout templates (ADR 032); the use cases live in src/server/services. */

export type LayoutTemplateRow = typeof layoutTemplates.$inferSelect;

/** The seller's template in use: its newest active version, or null. */
export async function findActiveLayoutTemplate(
  db: Executor,
  sellerId: string,
): Promise<Pick<LayoutTemplateRow, 'id' | 'version' | 'template'> | null> {
  const [row] = await db
    .select({ id: layoutTemplates.id, version: layoutTemplates.version, template: layoutTemplates.template })
    .from(layoutTemplates)
    .where(and(eq(layoutTemplates.sellerId, sellerId), eq(layoutTemplates.active, true)))
    .orderBy(desc(layoutTemplates.version))
    .limit(1);
  return row ?? null;
}

/** Every version of the seller's template, newest first. */
export function listLayoutTemplateRows(db: Executor, sellerId: string): Promise<LayoutTemplateRow[]> {
  return db
    .select()
    .from(layoutTemplates)
    .where(eq(layoutTemplates.sellerId, sellerId))
    .orderBy(desc(layoutTemplates.version));
}

/** Locks the seller's row so two saves never take the same version number; false when it is gone. */
export async function lockSellerForTemplate(tx: Executor, sellerId: string): Promise<string | null> {
  const [row] = await tx
    .select({ name: sellers.name })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
    .for('update');
  return row?.name ?? null;
}

/** Adds the next version (call under lockSellerForTemplate, in the transaction of its audit row). */
export async function insertLayoutTemplateVersion(
  tx: Executor,
  values: {
    sellerId: string;
    template: LayoutTemplate;
    name: string | null;
    sourceSessionId: string | null;
    createdBy: string;
    createdByEmail: string;
  },
): Promise<LayoutTemplateRow> {
  const [latest] = await tx
    .select({ version: max(layoutTemplates.version) })
    .from(layoutTemplates)
    .where(eq(layoutTemplates.sellerId, values.sellerId));
  const [row] = await tx
    .insert(layoutTemplates)
    .values({ ...values, version: (latest?.version ?? 0) + 1 })
    .returning();
  if (!row) throw new Error('Layout template insert returned no row');
  return row;
}

/** One version, locked for a change. */
export async function lockLayoutTemplate(
  tx: Executor,
  sellerId: string,
  id: string,
): Promise<LayoutTemplateRow | null> {
  const [row] = await tx
    .select()
    .from(layoutTemplates)
    .where(and(eq(layoutTemplates.id, id), eq(layoutTemplates.sellerId, sellerId)))
    .for('update');
  return row ?? null;
}

export async function markLayoutTemplateInactive(
  tx: Executor,
  id: string,
  byEmail: string,
): Promise<LayoutTemplateRow> {
  const [row] = await tx
    .update(layoutTemplates)
    .set({ active: false, deactivatedAt: new Date(), deactivatedByEmail: byEmail })
    .where(eq(layoutTemplates.id, id))
    .returning();
  if (!row) throw new Error('Layout template update returned no row');
  return row;
}
