import type { ListingFilters } from '../../../../domain/listings/listing-api-types';
import { type FilterPatch, type FilterValues, toggleItem, withMakes } from '../model/filter-patch';
import { MakePicker } from './make-picker';
import { ModelPicker } from './model-picker';

export type PickerKind = 'makes' | 'models';

export const PICKER_TITLES: Record<PickerKind, string> = {
  makes: 'Vælg bilmærker',
  models: 'Vælg modeller',
};

export type PickerProps = {
  filters: FilterValues;
  catalogue: ListingFilters | undefined;
  onChange: (patch: FilterPatch) => void;
};

/** The make or model list of a picker, wired to the filters. */
export function PickerBody({ kind, filters, catalogue, onChange }: PickerProps & { kind: PickerKind }) {
  if (kind === 'makes') {
    return (
      <MakePicker
        catalogue={catalogue}
        selected={filters.makes}
        onToggle={(make) => onChange(withMakes(filters, toggleItem(filters.makes, make), catalogue))}
      />
    );
  }
  return (
    <ModelPicker
      catalogue={catalogue}
      makes={filters.makes}
      selected={filters.models}
      onToggle={(model) => onChange({ models: toggleItem(filters.models, model) })}
    />
  );
}
