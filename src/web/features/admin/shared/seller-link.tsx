import { Link } from '@tanstack/react-router';

const LOOKS = {
  /** Among a record's facts (a batch's overview). */
  fact: 'font-semibold text-brand-800 hover:underline',
  /** A plain link in running facts (a session's facts). */
  plain: 'text-brand-800 hover:underline',
  /** The row's title in a list (the sellers list). */
  title: 'font-semibold text-zinc-950 hover:text-brand-800 hover:underline',
} as const;

/** A seller's name as the link to its page (/admin/sellers/edit/…). */
export function SellerLink({
  id,
  name,
  look = 'fact',
}: {
  id: string;
  name: string;
  look?: keyof typeof LOOKS;
}) {
  return (
    <Link to="/admin/sellers/edit/$id" params={{ id }} className={LOOKS[look]}>
      {name}
    </Link>
  );
}
