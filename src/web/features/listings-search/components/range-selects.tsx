import { useId } from 'react';
import { Select } from '../../../components/ui/select';
import { withCurrent } from '../model/filter-options';

type RangeSelectsProps = {
  /** Accessible names, e.g. "Mindste ydelse pr. måned". */
  minLabel: string;
  maxLabel: string;
  choices: readonly number[];
  min: number | undefined;
  max: number | undefined;
  format: (value: number) => string;
  onChange: (range: { min: number | undefined; max: number | undefined }) => void;
};

function toNumber(value: string): number | undefined {
  return value === '' ? undefined : Number(value);
}

/** "Min." and "Maks." selects; a value from the URL that is not a choice is listed too. */
export function RangeSelects({ minLabel, maxLabel, choices, min, max, format, onChange }: RangeSelectsProps) {
  const id = useId();
  const options = (current: number | undefined) =>
    withCurrent(choices, current).map((value) => ({ value: String(value), label: format(value) }));

  return (
    <div className="grid grid-cols-2 gap-2">
      <div>
        <label htmlFor={`${id}-min`} className="sr-only">
          {minLabel}
        </label>
        <Select
          id={`${id}-min`}
          placeholder="Min."
          options={options(min)}
          value={min === undefined ? '' : String(min)}
          onChange={(event) => onChange({ min: toNumber(event.target.value), max })}
        />
      </div>
      <div>
        <label htmlFor={`${id}-max`} className="sr-only">
          {maxLabel}
        </label>
        <Select
          id={`${id}-max`}
          placeholder="Maks."
          options={options(max)}
          value={max === undefined ? '' : String(max)}
          onChange={(event) => onChange({ min, max: toNumber(event.target.value) })}
        />
      </div>
    </div>
  );
}
