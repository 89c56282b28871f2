import { QuickSearchForm } from './quick-search-form';

export function HomeHero() {
  return (
    <section
      aria-labelledby="home-heading"
      className="relative overflow-hidden rounded-3xl bg-brand-700 px-4 pt-8 pb-4 text-white sm:px-8 sm:pt-12 sm:pb-8 lg:px-12"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-brand-600/60 blur-2xl"
      />
      <div className="relative">
        <h1
          id="home-heading"
          className="max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-5xl"
        >
          Find den bedste privatleasing
        </h1>
        <p className="mt-3 max-w-2xl text-base text-pretty text-brand-50 sm:text-lg">
          Vi sammenligner tilbud fra mange forhandlere og viser dig med det samme, hvilke der er pengene værd.
        </p>
        <div className="mt-6 sm:mt-8">
          <QuickSearchForm />
        </div>
      </div>
    </section>
  );
}
