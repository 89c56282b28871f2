import { ListChecks } from 'lucide-react';
import { disclosureGradeSentence, disclosureGradeText } from '../../../../domain/offers/disclosure-grade';

const sizes = {
  md: 'gap-1 px-2.5 py-1 text-xs',
  sm: 'gap-0.5 px-2 py-0.5 text-[0.6875rem]',
} as const;

/**
 * The disclosure grade beside the LeaseScore (ADR 054): "Oplyser 5/7" — how many of the seven items the
 * seller states. Neutral colours: the score's band colours are for the score only.
 */
export function DisclosureGradeBadge({
  count,
  className = '',
  size = 'md',
}: {
  count: number;
  className?: string;
  size?: keyof typeof sizes;
}) {
  const sentence = disclosureGradeSentence(count);
  return (
    <span
      title={`${sentence}.`}
      data-testid="disclosure-grade"
      className={`inline-flex items-center rounded-full bg-white/95 font-medium whitespace-nowrap text-zinc-700 shadow-sm ring-1 ring-zinc-200 ${sizes[size]} ${className}`}
    >
      <ListChecks aria-hidden="true" className={size === 'sm' ? 'size-3' : 'size-3.5'} />
      <span aria-hidden="true" className="numeric">
        {disclosureGradeText(count)}
      </span>
      <span className="sr-only">{sentence}</span>
    </span>
  );
}
