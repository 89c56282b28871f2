import { ENQUIRY_CONSENT_VERSION } from '../../../domain/enquiries/enquiry-consent';
import type { ContactTime } from '../../../domain/enquiries/enquiry-vocabulary';
import type { ListingDetail } from '../../../domain/listings/listing-api-types';

/** What the visitor types; `fax` is the honeypot no person sees. */
export type EnquiryValues = {
  name: string;
  email: string;
  phone: string;
  message: string;
  contact_time: ContactTime;
  consent: boolean;
  fax: string;
};

export const EMPTY_ENQUIRY: EnquiryValues = {
  name: '',
  email: '',
  phone: '',
  message: '',
  contact_time: 'any',
  consent: false,
  fax: '',
};

/**
 * What POST /api/enquiries is sent, before the domain schema checks it: the typed values and the offer
 * the page shows now (its terms and the monthly price the visitor saw).
 */
export function enquiryDraft(listing: ListingDetail, values: EnquiryValues, msOnForm: number) {
  return {
    listing_id: listing.id,
    km: listing.mileage_per_year,
    mdr: listing.period_months,
    udb: listing.first_payment,
    monthly_price: listing.monthly_price,
    name: values.name,
    email: values.email,
    phone: values.phone,
    message: values.message,
    contact_time: values.contact_time,
    consent: values.consent,
    consent_version: ENQUIRY_CONSENT_VERSION,
    ms_on_form: Math.round(msOnForm),
    ...(values.fax ? { fax: values.fax } : {}),
  };
}
