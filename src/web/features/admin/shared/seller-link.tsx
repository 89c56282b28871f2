import { Link } from '@tanstack/react-router';

/** A seller's name as the link to its page (/admin/sellers/edit/…). */
export function SellerLink({
  id,
  name,
  className = 'font-semibold text-brand-800 hover:underline',
}: {
  id: string;
  name: string;
  className?: string;
}) {
  return (
    <Link to="/admin/sellers/edit/$id" params={{ id }} className={className}>
      {name}
    </Link>
  );
}
