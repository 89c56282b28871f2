import { useId } from 'react';
import type { CompareConfig, CompareTerm } from '../../../../domain/compare/compare-types';
import { formatKmPerYear, formatKr, formatMonths } from '../../../../domain/format/format-danish';

// The detail page's labels, kept here: importing its options module would bring its whole chunk along.
const TERM_LABELS: Record<CompareTerm, string> = {
  km: 'Årligt km-forbrug',
  mdr: 'Leasingperiode',
  udb: 'Udbetaling',
};

const TERM_FORMAT: Record<CompareTerm, (value: number) => string> = {
  km: formatKmPerYear,
  mdr: formatMonths,
  udb: formatKr,
};
const TERMS: readonly CompareTerm[] = ['km', 'mdr', 'udb'];

/** The common configuration: a select per term with every value any compared car offers. */
export function CompareConfigFields({
  config,
  choices,
  onChange,
}: {
  config: CompareConfig;
  choices: Record<CompareTerm, number[]>;
  /** undefined: the term is no longer chosen (each car shows its own best offer for it). */
  onChange: (term: CompareTerm, value: number | undefined) => void;
}) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-3 print:hidden">
      <legend className="sr-only">Fælles leasingaftale</legend>
      {TERMS.map((term) => (
        <TermSelect
          key={term}
          term={term}
          value={config[term]}
          values={choices[term]}
          onChange={(value) => onChange(term, value)}
        />
      ))}
    </fieldset>
  );
}

function TermSelect({
  term,
  value,
  values,
  onChange,
}: {
  term: CompareTerm;
  value: number | null;
  values: readonly number[];
  onChange: (value: number | undefined) => void;
}) {
  const id = useId();
  // A chosen value no car offers stays selectable, so the select shows what the URL asks for.
  const options =
    value === null || values.includes(value) ? values : [...values, value].sort((a, b) => a - b);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-zinc-800">
        {TERM_LABELS[term]}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
        className="numeric min-h-12 w-full rounded-xl bg-white py-2 pr-8 pl-3.5 text-base ring-1 ring-zinc-300 ring-inset hover:ring-zinc-400 sm:text-sm"
      >
        <option value="">Hver bils bedste tilbud</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {TERM_FORMAT[term](option)}
          </option>
        ))}
      </select>
    </div>
  );
}
