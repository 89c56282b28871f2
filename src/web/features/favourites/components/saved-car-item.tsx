import { Link } from '@tanstack/react-router';
import { ImageOff } from 'lucide-react';
import {
  type ChangeSinceSaved,
  changeLines,
  changeSinceSaved,
  configText,
} from '../../../../domain/favourites/change-since-saved';
import type { SavedCar } from '../../../../domain/favourites/saved-car';
import { formatDate, formatMonthly } from '../../../../domain/format/format-danish';
import type { ListingSummary } from '../../../../domain/listings/listing-api-types';

const changeTone: Record<ChangeSinceSaved['kind'], string> = {
  down: 'text-brand-800',
  up: 'text-amber-800',
  same: 'text-zinc-600',
  closest: 'text-amber-800',
  gone: 'text-zinc-600',
};

type SavedCarItemProps = {
  car: SavedCar;
  /** Today's listing; undefined while loading, null when no longer for sale. */
  today: ListingSummary | null | undefined;
  compared: boolean;
  onCompare: () => void;
  onRemove: () => void;
};

export function SavedCarItem({ car, today, compared, onCompare, onRemove }: SavedCarItemProps) {
  const change =
    today === undefined
      ? null
      : changeSinceSaved(
          car,
          today && {
            monthly: today.monthly_price,
            firstPayment: today.first_payment,
            config: { km: today.selected_mileage, mdr: today.selected_term, udb: today.selected_deposit },
          },
        );
  return (
    <li className="flex gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-zinc-200/80 sm:gap-5 sm:p-4">
      <div className="grid aspect-[4/3] w-24 shrink-0 place-items-center self-start overflow-hidden rounded-xl bg-zinc-50 sm:w-40">
        {today?.image ? (
          <img src={today.image} alt="" loading="lazy" className="size-full object-contain p-2" />
        ) : (
          <ImageOff aria-hidden="true" className="size-6 text-zinc-400" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold leading-snug text-zinc-950">
          {today ? (
            <Link
              to="/listing/$id"
              params={{ id: car.id }}
              search={{
                selectedMileage: today.selected_mileage,
                selectedTerm: today.selected_term,
                selectedDeposit: today.selected_deposit,
              }}
              className="hover:underline"
            >
              {car.name}
            </Link>
          ) : (
            car.name
          )}
        </h2>
        {today ? (
          <p className="numeric mt-1">
            <span className="text-lg font-bold text-zinc-950">{formatMonthly(today.monthly_price)}</span>{' '}
            <span className="text-xs text-zinc-600">
              {configText({
                km: today.selected_mileage,
                mdr: today.selected_term,
                udb: today.selected_deposit,
              })}
            </span>
          </p>
        ) : null}
        {change ? (
          <ul className={`mt-1 text-sm font-medium ${changeTone[change.kind]}`}>
            {changeLines(change).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        <p className="numeric mt-1 text-xs text-zinc-500">
          Gemt {formatDate(car.savedAt)} til {formatMonthly(car.monthly)}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
          {today ? (
            <label className="inline-flex min-h-11 items-center gap-2 text-sm text-zinc-800">
              <input
                type="checkbox"
                checked={compared}
                onChange={onCompare}
                className="size-4 accent-brand-700"
              />
              Sammenlign<span className="sr-only"> {car.name}</span>
            </label>
          ) : null}
          <button
            type="button"
            onClick={onRemove}
            className="min-h-11 text-sm font-semibold text-zinc-700 underline-offset-2 hover:underline"
          >
            Fjern<span className="sr-only"> {car.name} fra gemte biler</span>
          </button>
        </div>
      </div>
    </li>
  );
}
