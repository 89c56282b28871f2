import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';

export function BackToSellers() {
  return (
    <Link to="/admin/sellers" className={buttonClass('ghost', 'sm')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Tilbage til sælgere
    </Link>
  );
}
