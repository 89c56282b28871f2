import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '../../../components/ui/input';

/** The search box at the top of the make and model pickers. */
export function SearchField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
      />
      <Input
        id={id}
        type="search"
        placeholder={`${label}…`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        className="pl-9"
      />
    </div>
  );
}
