import { formatNumber } from '../../../../domain/format/format-danish';
import { Chip } from '../../../components/ui/badge';

/** A chip; `count` (public cars with it, like the make picker's) shows after the label when known. */
export type ChipOption<T> = { value: T; label: string; count?: number | undefined };

/** Toggle chips; pressing a pressed chip again unselects it. */
export function ChoiceChips<T extends string | number>({
  options,
  isSelected,
  onToggle,
}: {
  options: readonly ChipOption<T>[];
  isSelected: (value: T) => boolean;
  onToggle: (value: T) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {options.map((option) => (
        <Chip
          key={option.value}
          pressed={isSelected(option.value)}
          onClick={() => onToggle(option.value)}
          className="numeric"
        >
          {option.label}
          {option.count === undefined ? null : ' '}
          {option.count === undefined ? null : (
            <span className={`text-xs ${isSelected(option.value) ? 'text-brand-100' : 'text-zinc-500'}`}>
              {formatNumber(option.count)}
            </span>
          )}
        </Chip>
      ))}
    </div>
  );
}
