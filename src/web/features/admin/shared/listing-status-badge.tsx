import { LISTING_STATUS_LABELS } from '../../../../domain/listings/listing-status-labels';
import type { ListingStatus } from '../../../../domain/listings/vehicle-values';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const tones: Record<ListingStatus, BadgeTone> = {
  active: 'success',
  pending: 'warning',
  inactive: 'neutral',
};

export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  return <Badge tone={tones[status]}>{LISTING_STATUS_LABELS[status]}</Badge>;
}
