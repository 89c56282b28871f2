import { BatteryCharging, Building2, Cog, type LucideIcon, PiggyBank, Users } from 'lucide-react';
import { listingsHref } from '../lib/listings-href';
import { type CategoryIcon, POPULAR_CATEGORIES } from '../lib/popular-categories';
import { HrefLink } from './href-link';

const ICONS: Record<CategoryIcon, LucideIcon> = {
  electric: BatteryCharging,
  budget: PiggyBank,
  family: Users,
  city: Building2,
  automatic: Cog,
};

export function PopularCategories() {
  return (
    <section aria-labelledby="categories-heading" className="mt-12">
      <h2 id="categories-heading" className="text-xl font-semibold tracking-tight sm:text-2xl">
        Populære kategorier
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-5 md:gap-4">
        {POPULAR_CATEGORIES.map((category, index) => {
          const Icon = ICONS[category.icon];
          // Four tiles on phones: a 2 × 2 grid without an orphan.
          const hiddenOnPhone = index === POPULAR_CATEGORIES.length - 1 ? 'hidden md:flex' : 'flex';
          return (
            <li key={category.label} className={hiddenOnPhone}>
              <HrefLink
                href={listingsHref(category.search)}
                className="group flex w-full flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200/80 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-200 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
              >
                <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700 transition-colors group-hover:bg-brand-100">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span>
                  <span className="block font-semibold">{category.label}</span>
                  <span className="mt-0.5 block text-sm text-zinc-600">{category.description}</span>
                </span>
              </HrefLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
