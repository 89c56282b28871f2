import { AlertTriangle, Check, CircleAlert, PencilLine } from 'lucide-react';
import { type CheckBadgeTone, checkBadges } from '../../../../../domain/ingestion/reading-check-badges';
import {
  failedHardChecks,
  NEEDS_REVIEW_LABEL,
  type ReadingCheck,
  readingCheckLabels,
} from '../../../../../domain/ingestion/reading-checks';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';

const badgeTones: Record<CheckBadgeTone, BadgeTone> = {
  failed: 'danger',
  warning: 'warning',
  reviewed: 'info',
  passed: 'neutral',
};
const icons = { failed: CircleAlert, warning: AlertTriangle, reviewed: PencilLine, passed: Check };
/** Read before a badge, so a list of them says which failed. */
const srTone: Record<CheckBadgeTone, string> = {
  failed: 'Fejlet kontrol: ',
  warning: 'Advarsel: ',
  reviewed: 'Rettet af admin: ',
  passed: 'Bestået: ',
};

/**
 * What the reader checked about a car (issue 25), as small badges: a failed hard check prominent, a
 * soft one as a warning, one corrected by an admin in blue, a passed one subdued. Nothing for a car
 * without checks (an older batch, the CSV or AI reader).
 */
export function ReadingCheckBadges({
  checks,
  className = '',
}: {
  checks: readonly ReadingCheck[] | null | undefined;
  className?: string;
}) {
  const badges = checkBadges(checks);
  if (badges.length === 0) return null;
  return (
    <ul aria-label="Kontrol af aflæsningen" className={`flex flex-wrap gap-1 ${className}`}>
      {badges.map((badge) => {
        const Icon = icons[badge.tone];
        return (
          <li key={badge.check}>
            <Badge
              tone={badgeTones[badge.tone]}
              data-tone={badge.tone}
              title={badge.detail ?? undefined}
              className={
                badge.tone === 'passed'
                  ? 'px-2 font-normal text-zinc-600'
                  : badge.tone === 'failed'
                    ? 'ring-2'
                    : ''
              }
            >
              <Icon aria-hidden="true" className="size-3 shrink-0" />
              <span className="sr-only">{srTone[badge.tone]}</span>
              {badge.label}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * "Kræver kontrol": the hard checks the car failed, each with its label and the reader's reason with
 * its source line ("side 2, linje 14"), and what the admin can do. Nothing when no hard check failed.
 */
export function NeedsReviewNotice({
  checks,
  action,
  className = '',
}: {
  checks: readonly ReadingCheck[] | null | undefined;
  /** What unblocks the car here, after the reasons ("Ret bilen, eller afvis den."). */
  action?: string;
  className?: string;
}) {
  const failed = failedHardChecks({ checks });
  if (failed.length === 0) return null;
  return (
    <div
      className={`rounded-xl bg-red-50 px-3 py-2 text-sm text-red-950 ring-1 ring-red-200 ${className}`}
      data-testid="needs-review"
    >
      <p className="flex items-center gap-1.5 font-semibold">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-red-700" />
        {NEEDS_REVIEW_LABEL}
      </p>
      <ul className="mt-1 space-y-0.5 pl-5.5">
        {failed.map((check) => (
          <li key={check.check} className="break-words">
            <span className="font-medium">{readingCheckLabels[check.check].failed}</span>
            {check.detail ? `: ${check.detail}` : null}
          </li>
        ))}
      </ul>
      {action ? <p className="mt-1 pl-5.5 text-red-900">{action}</p> : null}
    </div>
  );
}
