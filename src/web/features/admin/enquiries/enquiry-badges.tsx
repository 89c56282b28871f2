import {
  ENQUIRY_DELIVERY_LABELS,
  ENQUIRY_STATUS_LABELS,
  type EnquiryDeliveryState,
  type EnquiryStatus,
} from '../../../../domain/enquiries/enquiry-vocabulary';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const STATUS_TONES: Record<EnquiryStatus, BadgeTone> = {
  new: 'brand',
  sent: 'info',
  answered: 'success',
  closed: 'neutral',
  spam: 'danger',
};

const DELIVERY_TONES: Record<EnquiryDeliveryState, BadgeTone> = {
  queued: 'neutral',
  retrying: 'warning',
  sent: 'success',
  failed: 'danger',
  kept_in_outbox: 'neutral',
  no_lead_address: 'warning',
};

export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{ENQUIRY_STATUS_LABELS[status]}</Badge>;
}

/** Where the seller's mail is; "no lead address" stands out, as the enquiry is only in this inbox. */
export function EnquiryDeliveryBadge({ state }: { state: EnquiryDeliveryState }) {
  return <Badge tone={DELIVERY_TONES[state]}>{ENQUIRY_DELIVERY_LABELS[state]}</Badge>;
}
