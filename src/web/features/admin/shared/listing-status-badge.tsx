import type { ListingStatus } from '../../../../domain/listings/vehicle-values';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  active: 'Aktiv',
  pending: 'Afventer',
  inactive: 'Inaktiv',
};

const tones: Record<ListingStatus, BadgeTone> = {
  active: 'success',
  pending: 'warning',
  inactive: 'neutral',
};

export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  return <Badge tone={tones[status]}>{LISTING_STATUS_LABELS[status]}</Badge>;
}
