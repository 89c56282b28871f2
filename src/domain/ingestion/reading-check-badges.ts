import {
  HARD_READING_CHECKS,
  type ReadingCheck,
  type ReadingCheckCode,
  readingCheckLabels,
} from './reading-checks';

/**
 * How the session page and the review show the reader's checks (issue 25), and what "Ret bil" does to
 * them.
 *
 * An admin's correction counts as looking at the car: every failed hard check is kept (so the review
 * still says what the reader doubted) but becomes `passed: true` with a detail that starts
 * "Rettet af admin" and keeps the reader's reason. `passed` is what `needsReview` reads, so the car is
 * no longer held anywhere, and no field is added to the reader's schema. Soft checks stay as they are:
 * they never block, and a warning remains true after an edit.
 */
export const ADMIN_REVIEWED_DETAIL = 'Rettet af admin';

/** A check an admin has looked at through "Ret bil" (was failed, now counts as passed). */
export function isAdminReviewed(check: ReadingCheck): boolean {
  return check.passed && (check.detail?.startsWith(ADMIN_REVIEWED_DETAIL) ?? false);
}

/** The checks after an admin's "Ret bil": failed hard checks marked as looked at, the rest unchanged. */
export function markChecksReviewed(checks: readonly ReadingCheck[]): ReadingCheck[] {
  return checks.map((check) => {
    if (check.passed || !HARD_READING_CHECKS.has(check.check)) return check;
    const detail = check.detail ? `${ADMIN_REVIEWED_DETAIL} – før: ${check.detail}` : ADMIN_REVIEWED_DETAIL;
    return { check: check.check, passed: true, detail: detail.slice(0, 500) };
  });
}

/**
 * failed: a hard check failed, the car "Kræver kontrol" (prominent); warning: a soft check failed
 * (never blocks); reviewed: failed, then corrected by an admin; passed: subdued.
 */
export type CheckBadgeTone = 'failed' | 'warning' | 'reviewed' | 'passed';

export type CheckBadge = {
  check: ReadingCheckCode;
  tone: CheckBadgeTone;
  /** Danish: "Total stemmer", "Total stemmer ikke", "Total stemmer ikke · rettet". */
  label: string;
  /** Why it failed, with the source line ("side 2, linje 14"); for a passed check usually none. */
  detail: string | null;
};

const toneOrder: Record<CheckBadgeTone, number> = { failed: 0, warning: 1, reviewed: 2, passed: 3 };

/** A car's checks as badges, the ones to look at first (failed, warnings, corrected, then passed). */
export function checkBadges(checks: readonly ReadingCheck[] | null | undefined): CheckBadge[] {
  return (checks ?? [])
    .map((check): CheckBadge => {
      const labels = readingCheckLabels[check.check];
      const detail = check.detail ?? null;
      if (isAdminReviewed(check)) {
        return { check: check.check, tone: 'reviewed', label: `${labels.failed} · rettet`, detail };
      }
      if (check.passed) return { check: check.check, tone: 'passed', label: labels.passed, detail };
      const tone = HARD_READING_CHECKS.has(check.check) ? 'failed' : 'warning';
      return { check: check.check, tone, label: labels.failed, detail };
    })
    .map((badge, index) => ({ badge, index }))
    .sort((a, b) => toneOrder[a.badge.tone] - toneOrder[b.badge.tone] || a.index - b.index)
    .map(({ badge }) => badge);
}
