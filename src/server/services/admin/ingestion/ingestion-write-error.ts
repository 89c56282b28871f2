export type IngestionWriteErrorCode =
  | 'session_not_found'
  | 'session_not_attachable'
  | 'batch_not_found'
  | 'batch_not_in_review'
  | 'change_not_found'
  | 'change_not_editable'
  | 'invalid_car'
  | 'listing_not_of_seller'
  /** Approving a change whose price list states two prices for the same terms, before one is chosen. */
  | 'price_conflict_unresolved'
  /** Approving a change whose car failed a hard reading check ("Kræver kontrol"), before it is corrected. */
  | 'change_needs_review'
  /** Choosing a price the change has no conflict for. */
  | 'price_not_in_conflict'
  /** "Del bil" that moves none or all of the offers, an offer not on the car, or the same car again. */
  | 'invalid_split';

/** A refused ingestion write; `message` is Danish and meant for the admin. */
export class IngestionWriteError extends Error {
  constructor(
    readonly code: IngestionWriteErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'IngestionWriteError';
  }
}
