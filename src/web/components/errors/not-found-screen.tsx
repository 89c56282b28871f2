import { Link } from '@tanstack/react-router';
import { NOT_FOUND_TITLES } from '../../../domain/pages/not-found-titles';
import { usePageMeta } from '../../lib/use-page-meta';
import { buttonClass } from '../ui/button';

export function NotFoundScreen() {
  usePageMeta({ title: NOT_FOUND_TITLES.page });
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <h1 className="numeric text-6xl font-bold tracking-tight text-brand-700">404</h1>
      <p className="mt-3 text-lg text-zinc-700">{NOT_FOUND_TITLES.page}</p>
      <Link to="/" className={`${buttonClass()} mt-8`}>
        Gå til forsiden
      </Link>
    </section>
  );
}
