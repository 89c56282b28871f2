import { useLocation } from '@tanstack/react-router';
import { SavedCarsLink } from '../../features/favourites/components/saved-cars-link';
import { Logo } from './logo';

export function SiteHeader() {
  const isHome = useLocation({ select: (location) => location.pathname === '/' });

  return (
    <header
      className={`border-b bg-white print:hidden ${isHome ? 'border-zinc-200 md:border-transparent' : 'border-zinc-200'}`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
        <Logo />
        <SavedCarsLink />
      </div>
    </header>
  );
}
