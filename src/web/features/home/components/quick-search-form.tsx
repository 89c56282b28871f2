import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Search, SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { formatMonthly, formatNumber } from '../../../../domain/format/format-danish';
import { type BodyTypeSlug, bodyTypeOptions } from '../../../../domain/listings/body-type-labels';
import { buttonBase } from '../../../components/ui/button';
import { filterQueries } from '../../listings/api/get-filters';
import { listingQueries } from '../../listings/api/get-listings';
import { listingsHref } from '../lib/listings-href';
import {
  EMPTY_QUICK_SEARCH,
  groupMakes,
  modelsOf,
  PRICE_MAX_STEPS,
  type QuickSearchValues,
  quickSearchToListingSearch,
} from '../lib/quick-search';
import { HrefLink } from './href-link';
import { QuickSearchSelect } from './quick-search-select';

const NO_PRICE_CAP = '';

export function QuickSearchForm() {
  const router = useRouter();
  const [values, setValues] = useState<QuickSearchValues>(EMPTY_QUICK_SEARCH);
  const filters = useQuery(filterQueries.catalogue());
  const search = quickSearchToListingSearch(values);
  // The previous total stays on the button while the next one loads, so the label never blanks.
  const count = useQuery({ ...listingQueries.search(search), placeholderData: keepPreviousData });

  const makes = filters.data?.makes ?? [];
  const makeGroups = groupMakes(makes);
  const models = modelsOf(makes, values.make);
  const bodyTypes = filters.data
    ? filters.data.body_types.filter((option) => option.count > 0)
    : bodyTypeOptions;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The count on the button is for exactly this search, never the visitor's saved one.
    void router.navigate({ href: listingsHref(search), state: { freshSearch: true } });
  };

  const total = count.data?.total;
  const buttonLabel = total === undefined ? 'Vis tilbud' : `Vis ${formatNumber(total)} tilbud`;

  return (
    <form
      onSubmit={onSubmit}
      aria-label="Hurtig søgning"
      className="rounded-2xl bg-white p-4 text-zinc-900 shadow-lg shadow-brand-900/20 sm:p-5"
    >
      <div className="grid gap-2.5 sm:grid-cols-2 sm:gap-3 lg:grid-cols-4">
        <QuickSearchSelect
          label="Mærke"
          value={values.make}
          onChange={(event) => setValues({ ...values, make: event.target.value, model: '' })}
        >
          <option value="">Alle mærker</option>
          {makeGroups.popular.length > 0 ? (
            <optgroup label="Populære mærker">
              {makeGroups.popular.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </optgroup>
          ) : null}
          {makeGroups.others.length > 0 ? (
            <optgroup label="Andre mærker">
              {makeGroups.others.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </optgroup>
          ) : null}
        </QuickSearchSelect>

        <QuickSearchSelect
          label="Model"
          value={values.model}
          disabled={!values.make}
          onChange={(event) => setValues({ ...values, model: event.target.value })}
        >
          <option value="">Alle modeller</option>
          {models.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </QuickSearchSelect>

        <QuickSearchSelect
          label="Biltype"
          value={values.bodyType}
          onChange={(event) => setValues({ ...values, bodyType: event.target.value as BodyTypeSlug | '' })}
        >
          <option value="">Alle biltyper</option>
          {bodyTypes.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </QuickSearchSelect>

        <QuickSearchSelect
          label="Maks pris"
          value={values.priceMax === undefined ? NO_PRICE_CAP : String(values.priceMax)}
          onChange={(event) =>
            setValues({
              ...values,
              priceMax: event.target.value === NO_PRICE_CAP ? undefined : Number(event.target.value),
            })
          }
        >
          <option value={NO_PRICE_CAP}>Ingen grænse</option>
          {PRICE_MAX_STEPS.map((price) => (
            <option key={price} value={price}>
              {formatMonthly(price)}
            </option>
          ))}
        </QuickSearchSelect>
      </div>

      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <HrefLink
          href={listingsHref({ ...search, showFilters: true })}
          className="order-2 inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800 sm:order-1"
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Flere filtre
        </HrefLink>
        <button
          type="submit"
          aria-busy={count.isFetching}
          className={`${buttonBase} numeric order-1 min-h-12 bg-brand-700 px-6 text-base text-white hover:bg-brand-800 active:bg-brand-900 sm:order-2 sm:min-w-56`}
        >
          <Search aria-hidden="true" className="size-5" />
          {buttonLabel}
        </button>
      </div>
    </form>
  );
}
