import { KEPT_ORIGINAL_MESSAGE } from '../../../../domain/images/background-removal-rules';
import type { AdminListingImage } from '../../../../domain/images/listing-image-api-types';

/** Whether the public site shows a cut-out of this image, and how sure the removal was. */
export function BackgroundRemovalNote({ removal }: { removal: AdminListingImage['background_removal'] }) {
  if (!removal) return null;
  const percent = `${Math.round(removal.confidence * 100)} %`;
  return removal.removed ? (
    <span className="block truncate text-green-800">Baggrund fjernet ({percent})</span>
  ) : (
    <span className="block truncate text-amber-900" title={KEPT_ORIGINAL_MESSAGE}>
      Baggrund ikke fjernet – originalen bruges
    </span>
  );
}
