import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { controlClass } from '../../../components/ui/input';

const DEBOUNCE_MS = 300;

/**
 * A search box that reports its text after a short pause in typing (one request per pause, not per
 * key). Follows `value` when the URL changes from outside (back button, a link).
 */
export function ListSearchInput({
  label,
  placeholder,
  value,
  onSearch,
  className = '',
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const lastSent = useRef(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  useEffect(() => {
    if (value !== lastSent.current) {
      lastSent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === lastSent.current) return;
    const timer = setTimeout(() => {
      lastSent.current = trimmed;
      onSearchRef.current(trimmed);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-500"
        />
        <input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          className={`${controlClass} pl-9`}
          autoComplete="off"
        />
      </div>
    </div>
  );
}
