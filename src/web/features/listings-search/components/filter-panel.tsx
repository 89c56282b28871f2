import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { formatKr, formatMonths, formatNumber } from '../../../../domain/format/format-danish';
import { BODY_TYPE_LABELS, type BodyTypeSlug } from '../../../../domain/listings/body-type-labels';
import { FUEL_TYPE_LABELS } from '../../../../domain/listings/fuel-type-labels';
import { includedFilterOptions } from '../../../../domain/listings/included-filter';
import type { ListingFilters } from '../../../../domain/listings/listing-api-types';
import { transmissionOptions } from '../../../../domain/listings/transmission-labels';
import {
  FUEL_ORDER,
  HORSEPOWER_CHOICES,
  MILEAGE_CHOICES,
  mileageChipLabel,
  OTHER_BODY_TYPES,
  POPULAR_BODY_TYPES,
  PRICE_CHOICES,
  SEAT_CHOICES,
  withCurrent,
} from '../model/filter-options';
import { type FilterPatch, type FilterValues, toggleItem } from '../model/filter-patch';
import { ChoiceChips } from './choice-chips';
import { FilterSection } from './filter-section';
import { MakeModelFields } from './make-model-fields';
import type { PickerKind } from './picker-body';
import { RangeSelects } from './range-selects';

export type FilterPanelProps = {
  filters: FilterValues;
  onChange: (patch: FilterPatch) => void;
  catalogue: ListingFilters | undefined;
  onOpenPicker?: ((kind: PickerKind) => void) | undefined;
};

const bodyOption = (value: BodyTypeSlug) => ({ value, label: BODY_TYPE_LABELS[value] });
const kr = (value: number) => `${formatNumber(value)} kr.`;

/** Toggle of a single-valued choice: choosing the chosen value again clears it. */
const single = (current: number | undefined, value: number) => (current === value ? undefined : value);

function BodyTypeChips({ filters, onChange }: Pick<FilterPanelProps, 'filters' | 'onChange'>) {
  const hiddenChosen = filters.body_type.some((slug) => OTHER_BODY_TYPES.includes(slug));
  const [expanded, setExpanded] = useState(hiddenChosen);
  const options = [...POPULAR_BODY_TYPES, ...(expanded || hiddenChosen ? OTHER_BODY_TYPES : [])].map(
    bodyOption,
  );
  return (
    <>
      <ChoiceChips
        options={options}
        isSelected={(value) => filters.body_type.includes(value)}
        onToggle={(value) => onChange({ body_type: toggleItem(filters.body_type, value) })}
      />
      {hiddenChosen ? null : (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
          className="mt-2 inline-flex min-h-11 items-center gap-1 rounded-lg text-sm font-medium text-brand-800 hover:underline sm:min-h-8"
        >
          {expanded ? 'Vis færre biltyper' : 'Vis flere biltyper'}
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`}
          />
        </button>
      )}
    </>
  );
}

/** Every filter control of /listings; the desktop sidebar and the phone overlay share it. */
export function FilterPanel({ filters, onChange, catalogue, onOpenPicker }: FilterPanelProps) {
  const terms = withCurrent(catalogue?.terms ?? [], filters.mdr);
  const deposits = withCurrent(catalogue?.deposits ?? [], filters.udb);
  const mileages = withCurrent(MILEAGE_CHOICES, filters.km);

  return (
    <div>
      <FilterSection title="Ydelse pr. måned">
        <RangeSelects
          minLabel="Mindste ydelse pr. måned"
          maxLabel="Højeste ydelse pr. måned"
          choices={PRICE_CHOICES}
          min={filters.price_min}
          max={filters.price_max}
          format={kr}
          onChange={({ min, max }) => onChange({ price_min: min, price_max: max })}
        />
      </FilterSection>
      <FilterSection title="Km pr. år">
        <ChoiceChips
          options={mileages.map((value) => ({ value, label: mileageChipLabel(value) }))}
          isSelected={(value) => filters.km === value}
          onToggle={(value) => onChange({ km: single(filters.km, value) })}
        />
      </FilterSection>
      <FilterSection title="Mærke og model">
        <MakeModelFields
          filters={filters}
          catalogue={catalogue}
          onChange={onChange}
          onOpenPicker={onOpenPicker}
        />
      </FilterSection>
      <FilterSection title="Drivmiddel">
        <ChoiceChips
          options={FUEL_ORDER.map((value) => ({ value, label: FUEL_TYPE_LABELS[value] }))}
          isSelected={(value) => filters.fuel_type.includes(value)}
          onToggle={(value) => onChange({ fuel_type: toggleItem(filters.fuel_type, value) })}
        />
      </FilterSection>
      <FilterSection title="Geartype">
        <ChoiceChips
          options={transmissionOptions}
          isSelected={(value) => filters.transmission.includes(value)}
          onToggle={(value) => onChange({ transmission: toggleItem(filters.transmission, value) })}
        />
      </FilterSection>
      <FilterSection title="Prisen inkluderer">
        <ChoiceChips
          options={includedFilterOptions.map((option) => ({
            ...option,
            count: catalogue?.included.find((counted) => counted.value === option.value)?.count,
          }))}
          isSelected={(value) => filters.inkl.includes(value)}
          onToggle={(value) => onChange({ inkl: toggleItem(filters.inkl, value) })}
        />
      </FilterSection>
      <FilterSection title="Biltype">
        <BodyTypeChips filters={filters} onChange={onChange} />
      </FilterSection>
      <FilterSection title="Antal sæder">
        <RangeSelects
          minLabel="Mindste antal sæder"
          maxLabel="Højeste antal sæder"
          choices={SEAT_CHOICES}
          min={filters.seats_min}
          max={filters.seats_max}
          format={(value) => `${value} sæder`}
          onChange={({ min, max }) => onChange({ seats_min: min, seats_max: max })}
        />
      </FilterSection>
      <FilterSection title="Hestekræfter">
        <RangeSelects
          minLabel="Mindste antal hestekræfter"
          maxLabel="Højeste antal hestekræfter"
          choices={HORSEPOWER_CHOICES}
          min={filters.horsepower_min}
          max={filters.horsepower_max}
          format={(value) => `${formatNumber(value)} hk`}
          onChange={({ min, max }) => onChange({ horsepower_min: min, horsepower_max: max })}
        />
      </FilterSection>
      {terms.length > 0 ? (
        <FilterSection title="Leasingperiode">
          <ChoiceChips
            options={terms.map((value) => ({ value, label: formatMonths(value) }))}
            isSelected={(value) => filters.mdr === value}
            onToggle={(value) => onChange({ mdr: single(filters.mdr, value) })}
          />
        </FilterSection>
      ) : null}
      {deposits.length > 0 ? (
        <FilterSection title="Udbetaling">
          <ChoiceChips
            options={deposits.map((value) => ({ value, label: formatKr(value) }))}
            isSelected={(value) => filters.udb === value}
            onToggle={(value) => onChange({ udb: single(filters.udb, value) })}
          />
        </FilterSection>
      ) : null}
    </div>
  );
}
