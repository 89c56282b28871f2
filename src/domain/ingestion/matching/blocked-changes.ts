import type { ExtractedCar } from '../extracted-price-list';
import type { OutlierWarning } from '../proposed-change';
import { needsReview } from '../reading-checks';
import { isBlockedByPriceConflict } from './price-conflicts';

/**
 * Why a change may not be approved or applied yet (issue 25, ADR 020): the list states two prices for
 * the same terms and the admin has not chosen one, or the reader failed a hard check on the car
 * ("Kræver kontrol") and no admin has corrected it with "Ret bil" since.
 */
export type BlockReason = 'price_conflict' | 'needs_review';

type ReviewedChange = {
  car: Pick<ExtractedCar, 'offers' | 'checks'> | null;
  warnings: readonly OutlierWarning[];
};

/** Every reason that blocks the change, price conflict first; empty when it may be approved. */
export function blockReasons(change: ReviewedChange): BlockReason[] {
  const reasons: BlockReason[] = [];
  if (isBlockedByPriceConflict(change)) reasons.push('price_conflict');
  if (change.car && needsReview(change.car)) reasons.push('needs_review');
  return reasons;
}

/**
 * The one rule the review's buttons, the approval and the apply share: a blocked change cannot be
 * approved, and an approved one that is blocked (approved before it was) refuses the whole apply.
 */
export function isBlockedChange(change: ReviewedChange): boolean {
  return blockReasons(change).length > 0;
}

/** What the admin does to unblock a change, per reason (Danish, for the refusal and the review). */
export const blockRemedies: Record<BlockReason, string> = {
  price_conflict: 'Vælg den rigtige pris',
  needs_review: 'Ret bilen (eller afvis den)',
};

/**
 * The Danish refusal for blocked changes, naming each with its reason:
 * "Prislisten angiver to priser for samme tilbud i «A». Aflæsningen kræver kontrol i «B». …".
 * `when` says what was refused: an approval, or the apply (then nothing was applied).
 */
export function blockedChangesText(
  blocked: ReadonlyArray<ReviewedChange & { summary: string }>,
  when: 'approve' | 'apply',
): string {
  const named = (reason: BlockReason) =>
    blocked
      .filter((change) => blockReasons(change).includes(reason))
      .map((change) => `«${change.summary}»`)
      .join(', ');
  const conflicts = named('price_conflict');
  const held = named('needs_review');
  const parts = [
    conflicts ? `Prislisten angiver to priser for samme tilbud i ${conflicts}.` : null,
    held ? `Aflæsningen kræver kontrol i ${held}.` : null,
  ].filter(Boolean);
  const remedy = [conflicts ? blockRemedies.price_conflict : null, held ? blockRemedies.needs_review : null]
    .filter(Boolean)
    .join(', og ')
    .toLowerCase();
  const ending =
    when === 'approve'
      ? ` ${capitalised(remedy)}, før ændringen godkendes.`
      : ` ${capitalised(remedy)} først – intet blev anvendt.`;
  return `${parts.join(' ')}${ending}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
