import { type LeaseScoreBandKey, leaseScoreBand } from '../../../../domain/lease-score/lease-score-bands';

const bandColours: Record<LeaseScoreBandKey, string> = {
  exceptional: 'bg-score-exceptional',
  great: 'bg-score-great',
  good: 'bg-score-good',
  fair: 'bg-score-fair',
  poor: 'bg-score-poor',
};

const sizes = {
  md: { pill: 'px-2.5 py-1', number: 'text-sm', unit: 'text-[0.6875rem]' },
  sm: { pill: 'px-2 py-0.5', number: 'text-xs', unit: 'text-[0.625rem]' },
} as const;

const pillBase = 'inline-flex items-baseline gap-1 rounded-full shadow-sm';

/**
 * The displayed offer's LeaseScore in its band colour. No score (null, or the 0 of an unscorable
 * retail price) reads "Ingen score" without a number (decisions.md §4).
 */
export function LeaseScorePill({
  score,
  className = '',
  size = 'md',
}: {
  score: number | null;
  className?: string;
  size?: keyof typeof sizes;
}) {
  const style = sizes[size];
  if (score === null || score <= 0) {
    return (
      <span
        className={`${pillBase} ${style.pill} bg-white/95 font-medium text-zinc-600 ring-1 ring-zinc-200 ${style.unit} ${className}`}
      >
        Ingen score
      </span>
    );
  }

  const band = leaseScoreBand(score);
  return (
    <span
      title={`LeaseScore ${score}: ${band.label}`}
      className={`${pillBase} ${style.pill} text-white ${bandColours[band.key]} ${className}`}
    >
      <span className="sr-only">LeaseScore </span>
      <span className={`numeric font-bold ${style.number}`}>{score}</span>
      <span aria-hidden="true" className={`font-medium opacity-85 ${style.unit}`}>
        score
      </span>
      <span className="sr-only">: {band.label}</span>
    </span>
  );
}
