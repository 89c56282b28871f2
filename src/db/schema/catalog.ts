import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MonthlyExtra } from '../../domain/ingestion/offer-conditions';
import {
  driveTypes,
  type ListingStatus,
  listingStatuses,
  storedBodyTypes,
  storedFuelTypes,
  storedTransmissions,
} from '../../domain/listings/vehicle-values';
import type { StatedItems } from '../../domain/offers/included-items';
import { type OfferSourceKind, offerSourceKinds } from '../../domain/offers/offer-source';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

const sqlList = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const files = pgTable('files', {
  id: uuid('id').primaryKey().defaultRandom(),
  sha256: text('sha256').notNull().unique(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

export const makes = pgTable('makes', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  /** Optimistic concurrency of the admin's edits (ADR 037): the make's name and aliases. */
  version: integer('version').notNull().default(1),
});

export const models = pgTable(
  'models',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    makeId: uuid('make_id')
      .notNull()
      .references(() => makes.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** What a new listing of this model gets when its source says nothing (ADR 031): a stored body value. */
    defaultBodyType: text('default_body_type'),
    defaultFuelType: text('default_fuel_type'),
    defaultSeats: smallint('default_seats'),
    defaultDoors: smallint('default_doors'),
    /** Optimistic concurrency of the admin's edits (ADR 037): name, aliases and defaults. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    unique('models_make_name_unique').on(t.makeId, t.name),
    // The target of model_aliases' (model_id, make_id) key, which keeps an alias's make in step.
    unique('models_id_make_unique').on(t.id, t.makeId),
    check('models_default_body_type_check', sql`${t.defaultBodyType} in (${sqlList(storedBodyTypes)})`),
    check('models_default_fuel_type_check', sql`${t.defaultFuelType} in (${sqlList(storedFuelTypes)})`),
    check('models_default_seats_check', sql`${t.defaultSeats} between 1 and 9`),
    check('models_default_doors_check', sql`${t.defaultDoors} between 2 and 5`),
  ],
);

/** Other names of a make ("VW" for Volkswagen), unique across all makes regardless of case (ADR 031). */
export const makeAliases = pgTable(
  'make_aliases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    makeId: uuid('make_id')
      .notNull()
      .references(() => makes.id, { onDelete: 'cascade' }),
    alias: text('alias').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('make_aliases_alias_unique').on(sql`lower(${t.alias})`),
    index('make_aliases_make_idx').on(t.makeId),
  ],
);

/**
 * Other names of a model ("ID 4" for ID.4), unique within its make regardless of case. make_id follows
 * the model's make through the (model_id, make_id) key when a model moves to another make.
 */
export const modelAliases = pgTable(
  'model_aliases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    modelId: uuid('model_id').notNull(),
    makeId: uuid('make_id').notNull(),
    alias: text('alias').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'model_aliases_model_make_fk',
      columns: [t.modelId, t.makeId],
      foreignColumns: [models.id, models.makeId],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    uniqueIndex('model_aliases_make_alias_unique').on(t.makeId, sql`lower(${t.alias})`),
    index('model_aliases_model_idx').on(t.modelId),
  ],
);

export type PriceListLink = { name: string; url: string };

export const sellers = pgTable('sellers', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  company: text('company'),
  email: text('email'),
  phone: text('phone'),
  address: text('address'),
  country: text('country').default('Danmark'),
  website: text('website'),
  logoFileId: uuid('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
  makeId: uuid('make_id').references(() => makes.id, { onDelete: 'set null' }),
  priceLists: jsonb('price_lists').$type<PriceListLink[]>().notNull().default([]),
  /** Where visitors' enquiries are mailed (issue 29); none: enquiries wait in the admin's inbox, flagged. */
  leadEmails: jsonb('lead_emails').$type<string[]>().notNull().default([]),
  /** The seller asked not to get the monthly summary of its figures. */
  monthlySummaryOptOut: boolean('monthly_summary_opt_out').notNull().default(false),
  /** Optimistic concurrency (ADR 037): bumped by every admin write. */
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id').references(() => sellers.id, { onDelete: 'restrict' }),
    makeId: uuid('make_id')
      .notNull()
      .references(() => makes.id, { onDelete: 'restrict' }),
    modelId: uuid('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'restrict' }),
    variant: text('variant'),
    year: smallint('year'),
    bodyType: text('body_type'),
    fuelType: text('fuel_type'),
    transmission: text('transmission'),
    driveType: text('drive_type'),
    horsepower: integer('horsepower'),
    seats: smallint('seats'),
    doors: smallint('doors'),
    wltpKm: integer('wltp_km'),
    consumptionL100km: numeric('consumption_l_100km', { precision: 5, scale: 2, mode: 'number' }),
    consumptionKwh100km: numeric('consumption_kwh_100km', { precision: 5, scale: 2, mode: 'number' }),
    co2GKm: integer('co2_g_km'),
    co2TaxHalfYear: integer('co2_tax_half_year'),
    retailPrice: integer('retail_price'),
    description: text('description'),
    externalUrl: text('external_url'),
    // What the seller's price list stated around its prices (issue 16, ADR 020 amendment): kept as the
    // list said it, written by an import, shown read-only to admins. Null / absent: the list did not say.
    /** Order by this date ("bestilt senest"). */
    orderByDate: date('order_by_date', { mode: 'string' }),
    /** Delivered by this date ("levering senest"). */
    deliveryByDate: date('delivery_by_date', { mode: 'string' }),
    /** The list's prices hold until this date ("gælder til"). */
    validUntilDate: date('valid_until_date', { mode: 'string' }),
    /** Fee when the car is returned, whole DKK. */
    returnFee: integer('return_fee'),
    /** What the price includes, in the list's words and order ("metallak", "moms"). */
    priceIncludes: jsonb('price_includes').$type<string[]>(),
    /** What the price excludes ("grøn ejerafgift", "forsikring"). */
    priceExcludes: jsonb('price_excludes').$type<string[]>(),
    /** Extras priced per month ([{ name, monthly_price }]). */
    monthlyExtras: jsonb('monthly_extras').$type<MonthlyExtra[]>(),
    /**
     * What the offers include, item by item (issue 27 part 2): classified from the list's words by an
     * import, or set by the admin. Null or an absent item: not stated ("Ikke oplyst").
     */
    includedItems: jsonb('included_items').$type<StatedItems>(),
    /** Price per km driven beyond the agreed km/år, kr. with øre ("0,75 kr./km"); null: not stated. */
    extraKmPrice: numeric('extra_km_price', { precision: 6, scale: 2, mode: 'number' }),
    status: text('status').$type<ListingStatus>().notNull().default('pending'),
    /** Optimistic concurrency (ADR 037): bumped by every admin write to the listing, its offers or images. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('listings_status_check', sql`${t.status} in (${sqlList(listingStatuses)})`),
    check('listings_body_type_check', sql`${t.bodyType} in (${sqlList(storedBodyTypes)})`),
    check('listings_fuel_type_check', sql`${t.fuelType} in (${sqlList(storedFuelTypes)})`),
    check('listings_transmission_check', sql`${t.transmission} in (${sqlList(storedTransmissions)})`),
    check('listings_drive_type_check', sql`${t.driveType} in (${sqlList(driveTypes)})`),
    check('listings_retail_price_check', sql`${t.retailPrice} >= 0`),
    check('listings_return_fee_check', sql`${t.returnFee} >= 0`),
    check('listings_extra_km_price_check', sql`${t.extraKmPrice} >= 0`),
    index('listings_seller_idx').on(t.sellerId),
    index('listings_make_model_idx').on(t.makeId, t.modelId),
    index('listings_status_idx').on(t.status),
  ],
);

export const leaseOffers = pgTable(
  'lease_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    mileagePerYear: integer('mileage_per_year').notNull(),
    periodMonths: smallint('period_months').notNull(),
    firstPayment: integer('first_payment').notNull(),
    monthlyPrice: integer('monthly_price').notNull(),
    /** v2.1 total score of this offer against the listing's retail price; written with the offer. */
    leaseScore: smallint('lease_score').notNull(),
    /** 'anchors' when scored, else 'implausible_retail' | 'not_scorable' (shown as "ingen score"). */
    leaseScoreMethod: text('lease_score_method').notNull(),
    leaseScoreVersion: text('lease_score_version').notNull().default('2.1'),
    /**
     * The total cost for the term and the minimum price for the binding period as the price list states
     * them (null: not stated). Kept even where the total contradicts first payment + months × monthly;
     * never part of the offer's identity nor of its score.
     */
    statedTotalCost: integer('stated_total_cost'),
    statedMinimumPrice: integer('stated_minimum_price'),
    /**
     * Where the offer's price came from (issue 27 part 5): a price list (its name, the page, the batch
     * that applied it) or the admin's form. `confirmed_at`: when a source last stated this price.
     */
    sourceKind: text('source_kind').$type<OfferSourceKind>().notNull().default('admin'),
    sourceName: text('source_name'),
    sourcePage: smallint('source_page'),
    sourceBatchId: uuid('source_batch_id'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('lease_offers_listing_terms_unique').on(
      t.listingId,
      t.mileagePerYear,
      t.periodMonths,
      t.firstPayment,
    ),
    check('lease_offers_mileage_check', sql`${t.mileagePerYear} > 0`),
    check('lease_offers_period_check', sql`${t.periodMonths} > 0`),
    check('lease_offers_first_payment_check', sql`${t.firstPayment} >= 0`),
    check('lease_offers_monthly_price_check', sql`${t.monthlyPrice} > 0`),
    check('lease_offers_score_check', sql`${t.leaseScore} between 0 and 100`),
    check('lease_offers_stated_total_cost_check', sql`${t.statedTotalCost} >= 0`),
    check('lease_offers_stated_minimum_price_check', sql`${t.statedMinimumPrice} >= 0`),
    check('lease_offers_source_kind_check', sql`${t.sourceKind} in (${sqlList(offerSourceKinds)})`),
    check('lease_offers_source_page_check', sql`${t.sourcePage} >= 1`),
  ],
);

export const listingImages = pgTable(
  'listing_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    /** Background removed (issue 9, ADR 030): the detail-size cut-out, preferred by the detail page. */
    processedFileId: uuid('processed_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The card-size cut-out, preferred by cards. */
    processedCardFileId: uuid('processed_card_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The cut-out's confidence (0–1) when removal was asked for; null when it was not. */
    backgroundRemovalConfidence: real('background_removal_confidence'),
    /** Resized copies for cards and the detail page (WebP); null for images that need none (SVG). */
    cardFileId: uuid('card_file_id').references(() => files.id, { onDelete: 'set null' }),
    detailFileId: uuid('detail_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('listing_images_listing_idx').on(t.listingId, t.position)],
);

/**
 * One row whose version is bumped by triggers on every catalogue write, so each process can tell
 * cheaply whether its cached read model is stale.
 */
export const catalogState = pgTable('catalog_state', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
