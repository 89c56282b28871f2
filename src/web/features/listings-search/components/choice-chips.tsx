import { Chip } from '../../../components/ui/badge';

export type ChipOption<T> = { value: T; label: string };

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
        </Chip>
      ))}
    </div>
  );
}
