import { Link } from '@tanstack/react-router';
import { usePageMeta } from '../../lib/use-page-meta';
import { buttonClass } from '../ui/button';

export function NotFoundScreen() {
  usePageMeta({ title: 'Siden blev ikke fundet' });
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <h1 className="numeric text-6xl font-bold tracking-tight text-brand-700">404</h1>
      <p className="mt-3 text-lg text-zinc-700">Siden blev ikke fundet</p>
      <Link to="/" className={`${buttonClass()} mt-8`}>
        Gå til forsiden
      </Link>
    </section>
  );
}
