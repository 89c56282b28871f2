import { type LeaseScoreBandKey, leaseScoreBand } from '../../../../domain/lease-score/lease-score-bands';

const bandColours: Record<LeaseScoreBandKey, string> = {
  exceptional: 'bg-score-exceptional',
  great: 'bg-score-great',
  good: 'bg-score-good',
  fair: 'bg-score-fair',
  poor: 'bg-score-poor',
};

const pillBase = 'inline-flex items-baseline gap-1 rounded-full px-2.5 py-1 shadow-sm';

export function LeaseScorePill({ score, className = '' }: { score: number | null; className?: string }) {
  if (score === null) return null;
  // A 0 means the retail price made the offer unscorable (decisions.md §4), not a terrible deal.
  if (score <= 0) {
    return (
      <span className={`${pillBase} bg-white/95 text-xs font-medium text-zinc-600 ${className}`}>
        Ingen score
      </span>
    );
  }

  const band = leaseScoreBand(score);
  return (
    <span
      title={`LeaseScore ${score}: ${band.label}`}
      className={`${pillBase} text-white ${bandColours[band.key]} ${className}`}
    >
      <span className="sr-only">LeaseScore </span>
      <span className="numeric text-sm font-bold">{score}</span>
      <span aria-hidden="true" className="text-[0.6875rem] font-medium opacity-85">
        score
      </span>
      <span className="sr-only">: {band.label}</span>
    </span>
  );
}
