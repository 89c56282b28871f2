import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { storedBodyTypes } from '../../domain/listings/vehicle-values';
import { listings, models } from './catalog';

const bodyTypeList = sql.raw(storedBodyTypes.map((value) => `'${value.replace(/'/g, "''")}'`).join(', '));

/**
 * Remembered variant facts (ADR 033): the retail price and body type an admin set on a listing, kept
 * catalogue-wide per model, variant text (`variant_key`, normalised) and identity (`identity_key`:
 * fuel|gearbox|hp, '?' where unknown), and carried into new listings an import creates for that variant.
 * A merged-away model takes its rows with it (cascade); the source listing is kept only as a reference.
 */
export const rememberedVariantFacts = pgTable(
  'remembered_variant_facts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    modelId: uuid('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    variantKey: text('variant_key').notNull(),
    identityKey: text('identity_key').notNull(),
    /** The identity's parts, for telling compatible cars apart (normalised fuel, automatic|manual, hp). */
    fuelType: text('fuel_type'),
    transmission: text('transmission'),
    horsepower: integer('horsepower'),
    retailPrice: integer('retail_price'),
    bodyType: text('body_type'),
    /** The listing the admin set the facts on, last time. */
    sourceListingId: uuid('source_listing_id').references(() => listings.id, { onDelete: 'set null' }),
    updatedByEmail: text('updated_by_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('remembered_variant_facts_key_unique').on(t.modelId, t.variantKey, t.identityKey),
    check('remembered_variant_facts_retail_price_check', sql`${t.retailPrice} > 0`),
    check('remembered_variant_facts_body_type_check', sql`${t.bodyType} in (${bodyTypeList})`),
    check('remembered_variant_facts_transmission_check', sql`${t.transmission} in ('automatic', 'manual')`),
  ],
);
