import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  type ContactTime,
  contactTimes,
  type EnquiryDeliveryState,
  type EnquiryStatus,
  enquiryDeliveryStates,
  enquiryStatuses,
} from '../../domain/enquiries/enquiry-vocabulary';
import { listings, sellers } from './catalog';

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A visitor's enquiry for one offer (issue 29, ADR 064), stored before any mail is sent. The offer and
 * the seller's name are copied as they were when it was sent, so the enquiry keeps its meaning when the
 * listing changes or goes. Deleted after the retention period (or on request, by e-mail address).
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    sellerId: uuid('seller_id').references(() => sellers.id, { onDelete: 'set null' }),
    sellerName: text('seller_name').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    variant: text('variant'),
    mileagePerYear: integer('mileage_per_year').notNull(),
    periodMonths: smallint('period_months').notNull(),
    firstPayment: integer('first_payment').notNull(),
    monthlyPrice: integer('monthly_price').notNull(),
    totalCost: integer('total_cost').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message'),
    contactTime: text('contact_time').$type<ContactTime>().notNull(),
    consentVersion: text('consent_version').notNull(),
    status: text('status').$type<EnquiryStatus>().notNull().default('new'),
    deliveryState: text('delivery_state').$type<EnquiryDeliveryState>().notNull(),
    /** The day-salted hash of the client's network (ADR 050's key): no address is stored. */
    clientHash: text('client_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('enquiries_status_check', sql`${t.status} in (${sqlList(enquiryStatuses)})`),
    check('enquiries_delivery_state_check', sql`${t.deliveryState} in (${sqlList(enquiryDeliveryStates)})`),
    check('enquiries_contact_time_check', sql`${t.contactTime} in (${sqlList(contactTimes)})`),
    index('enquiries_created_idx').on(t.createdAt),
    index('enquiries_seller_created_idx').on(t.sellerId, t.createdAt),
    index('enquiries_listing_idx').on(t.listingId),
    // Erasing a person's enquiries finds them by address, whatever its case.
    index('enquiries_email_idx').on(sql`lower(${t.email})`),
  ],
);
