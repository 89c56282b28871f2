import { Link } from '@tanstack/react-router';

export function Logo() {
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-brand-700"
    >
      <span
        aria-hidden="true"
        className="grid size-7 place-items-center rounded-lg bg-brand-700 text-sm text-white"
      >
        L
      </span>
      Leasingmatch
    </Link>
  );
}
