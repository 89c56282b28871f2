import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditEntity } from '../../domain/admin/audit-vocabulary';
import type { Executor } from '../client';
import { auditLog } from '../schema/admin';
import { user } from '../schema/auth';
import { listings, makes, models, sellers } from '../schema/catalog';
import { importBatches } from '../schema/ingestion';
import { layoutTemplates } from '../schema/layout-templates';

export type AuditRowWithSubject = {
  id: string;
  at: Date;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  groupId: string | null;
  /** The live name of what the row is about; null when it is gone or has no name of its own. */
  subject: string | null;
  /** How many rows name this one as their summary (group_id). */
  groupSize: number;
};

const UUID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/** entity_id as a uuid when it is one (entity ids of settings are words), so joins use the keys. */
const asUuid = (column: SQL | typeof auditLog.entityId) =>
  sql<string>`case when ${column} ~* ${UUID_PATTERN} then (${column})::uuid end`;

const listingEntities: AuditEntity[] = ['listing', 'image'];

/**
 * One page of audit rows (newest first) with each row's subject named in the same query: a listing
 * by make, model and variant, a seller, make or batch by its (seller's) name, a user by e-mail.
 */
export async function selectAuditRows(
  executor: Executor,
  options: { where: SQL | undefined; limit: number; offset?: number },
): Promise<AuditRowWithSubject[]> {
  const page = executor
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      groupId: auditLog.groupId,
    })
    .from(auditLog)
    .where(options.where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(options.limit)
    .offset(options.offset ?? 0)
    .as('page');

  const listing = alias(listings, 'subject_listing');
  const listingMake = alias(makes, 'subject_listing_make');
  const listingModel = alias(models, 'subject_listing_model');
  const seller = alias(sellers, 'subject_seller');
  const account = alias(user, 'subject_user');
  const make = alias(makes, 'subject_make');
  const model = alias(models, 'subject_model');
  const modelMake = alias(makes, 'subject_model_make');
  const batch = alias(importBatches, 'subject_batch');
  const batchSeller = alias(sellers, 'subject_batch_seller');
  const template = alias(layoutTemplates, 'subject_template');
  const templateSeller = alias(sellers, 'subject_template_seller');
  const entityUuid = asUuid(sql`${page.entityId}`);

  const rows = await executor
    .select({
      id: page.id,
      at: page.at,
      actorEmail: page.actorEmail,
      action: page.action,
      entity: page.entity,
      entityId: page.entityId,
      before: page.before,
      after: page.after,
      groupId: page.groupId,
      subject: sql<string | null>`coalesce(
        case when ${listing.id} is not null
          then concat_ws(' ', ${listingMake.name}, ${listingModel.name}, nullif(${listing.variant}, '')) end,
        ${seller.name},
        ${account.email},
        ${make.name},
        case when ${model.id} is not null then concat_ws(' ', ${modelMake.name}, ${model.name}) end,
        ${batchSeller.name},
        case when ${template.id} is not null
          then concat(${templateSeller.name}, ' v', ${template.version}) end
      )`,
      groupSize:
        sql<number>`(select count(*) from ${auditLog} where ${auditLog.groupId} = ${page.id})`.mapWith(
          Number,
        ),
    })
    .from(page)
    .leftJoin(listing, and(inArray(page.entity, listingEntities), eq(listing.id, entityUuid)))
    .leftJoin(listingMake, eq(listingMake.id, listing.makeId))
    .leftJoin(listingModel, eq(listingModel.id, listing.modelId))
    .leftJoin(seller, and(eq(page.entity, 'seller'), eq(seller.id, entityUuid)))
    .leftJoin(account, and(eq(page.entity, 'user'), eq(account.id, page.entityId)))
    .leftJoin(make, and(eq(page.entity, 'make'), eq(make.id, entityUuid)))
    .leftJoin(model, and(eq(page.entity, 'model'), eq(model.id, entityUuid)))
    .leftJoin(modelMake, eq(modelMake.id, model.makeId))
    .leftJoin(batch, and(eq(page.entity, 'import_batch'), eq(batch.id, entityUuid)))
    .leftJoin(batchSeller, eq(batchSeller.id, batch.sellerId))
    .leftJoin(template, and(eq(page.entity, 'layout_template'), eq(template.id, entityUuid)))
    .leftJoin(templateSeller, eq(templateSeller.id, template.sellerId))
    .orderBy(desc(page.at), desc(page.id));
  return rows;
}
