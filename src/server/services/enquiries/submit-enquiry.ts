import type { Database } from '../../../db/client';
import { findEnquiryTarget } from '../../../db/enquiries/find-enquiry-target';
import { insertEnquiry } from '../../../db/enquiries/insert-enquiry';
import { queueMail } from '../../../db/mail-outbox/queue-mail';
import { ENQUIRY_CONSENT_VERSION } from '../../../domain/enquiries/enquiry-consent';
import type { EnquiryData } from '../../../domain/enquiries/enquiry-input-schema';
import {
  type EnquiryMailInput,
  sellerEnquiryMail,
  visitorCopyMail,
} from '../../../domain/enquiries/enquiry-mails';
import type { EnquiryOffer } from '../../../domain/enquiries/enquiry-offer';
import { listingDetailToQuery } from '../../../domain/listings/listing-detail-params';
import { fullTotal, statedOneOffFees } from '../../../domain/offers/full-price';
import { type GuardRefusal, type VisitorClient, visitorGuard } from '../visitor-forms/visitor-guard';
import { ENQUIRY_THROTTLE } from './enquiry-throttle';

export type EnquiryClient = VisitorClient;

export type SubmittedEnquiry =
  | { kind: 'stored'; id: string; sellerName: string }
  | GuardRefusal
  | { kind: 'listing_not_found' }
  /**
   * The listing no longer has an offer of these terms, or its monthly price is not the one the visitor
   * saw: the visitor must see the prices as they are now before anything is sent.
   */
  | { kind: 'offer_changed' };

/**
 * The enquiry for one offer (issue 29, ADR 064): the spam guard, then the listing's offer of exactly the
 * visitor's terms at the monthly price the visitor saw, then, in one transaction, the enquiry with that
 * offer copied into it, a pending mail to each of the seller's lead addresses and the visitor's copy. A
 * seller without a lead address gets no mail: the enquiry waits in the admin's inbox as `no_lead_address`.
 */
export function enquirySubmitter(db: Database, options: { publicOrigin: string; now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  const guard = visitorGuard(db, ENQUIRY_THROTTLE, now);
  return async (input: EnquiryData, client: EnquiryClient): Promise<SubmittedEnquiry> => {
    const guarded = await guard(input, client);
    if (guarded.kind !== 'passed') return guarded;

    const target = await findEnquiryTarget(db, input.listing_id, {
      mileagePerYear: input.km,
      periodMonths: input.mdr,
      firstPayment: input.udb,
    });
    // A listing without a seller has nobody to ask.
    if (!target?.seller) return { kind: 'listing_not_found' };
    if (target.offer?.monthly_price !== input.monthly_price) return { kind: 'offer_changed' };

    const seller = target.seller;
    const fees = statedOneOffFees({ return_fee: target.returnFee, included_items: target.includedItems });
    const offer: EnquiryOffer = {
      make: target.make,
      model: target.model,
      variant: target.variant,
      mileagePerYear: target.offer.mileage_per_year,
      periodMonths: target.offer.period_months,
      firstPayment: target.offer.first_payment,
      monthlyPrice: target.offer.monthly_price,
      totalCost: fullTotal(
        target.offer,
        fees.reduce((sum, fee) => sum + fee.amount, 0),
      ),
    };
    const query = listingDetailToQuery({ km: input.km, mdr: input.mdr, udb: input.udb });
    const listingUrl = `${options.publicOrigin}/listing/${target.listingId}?${query}`;

    const id = await db.transaction(async (tx) => {
      const enquiryId = await insertEnquiry(tx, {
        listingId: target.listingId,
        sellerId: seller.id,
        sellerName: seller.name,
        ...offer,
        name: input.name,
        email: input.email,
        phone: input.phone,
        message: input.message,
        contactTime: input.contact_time,
        consentVersion: ENQUIRY_CONSENT_VERSION,
        deliveryState: seller.leadEmails.length > 0 ? 'queued' : 'no_lead_address',
        clientHash: guarded.clientKey,
      });
      const mailInput: EnquiryMailInput = {
        enquiryId,
        sellerName: seller.name,
        offer,
        visitor: {
          name: input.name,
          email: input.email,
          phone: input.phone,
          message: input.message,
          contactTime: input.contact_time,
        },
        listingUrl,
      };
      const toSeller = sellerEnquiryMail(mailInput);
      for (const address of seller.leadEmails) {
        await queueMail(tx, {
          to: address,
          ...toSeller,
          replyTo: input.email,
          enquiry: { id: enquiryId, role: 'seller' },
        });
      }
      await queueMail(tx, {
        to: input.email,
        ...visitorCopyMail(mailInput),
        enquiry: { id: enquiryId, role: 'visitor_copy' },
      });
      return enquiryId;
    });
    return { kind: 'stored', id, sellerName: seller.name };
  };
}
