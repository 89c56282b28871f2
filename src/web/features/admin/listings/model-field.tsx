import { useStore } from '@tanstack/react-form';
import type { ListingReferenceData } from '../../../../domain/admin/admin-listing-types';
import { LISTING_LIMITS } from '../../../../domain/admin/listing-form-schema';
import { newModelName } from '../../../../domain/admin/listing-model-choice';
import { NEW_MODEL } from './listing-form-values';
import { type ListingFormApi, modelsOfMake } from './use-listing-form';

/**
 * "Model *" (ADR 046): one of the make's models from a select, so a typo cannot create a model; a new
 * one only by choosing "Opret ny model …" and typing its name, which the form first matches against
 * the make's models and their other names ("id 4" is ID.4) and otherwise says will be created.
 */
export function ModelField({ form, reference }: { form: ListingFormApi; reference: ListingReferenceData }) {
  const makeId = useStore(form.store, (state) => state.values.make_id);
  const choice = useStore(form.store, (state) => state.values.model_name);
  const typed = useStore(form.store, (state) => state.values.new_model_name);
  const make = reference.makes.find((entry) => entry.id === makeId);
  const models = modelsOfMake(reference, makeId);
  const options = models.map((model) => ({ value: model.name, label: model.name }));
  // A listing's model renamed since the reference loaded stays choosable as it is.
  if (choice && choice !== NEW_MODEL && !models.some((model) => model.name === choice)) {
    options.unshift({ value: choice, label: choice });
  }
  if (make) options.push({ value: NEW_MODEL, label: 'Opret ny model …' });
  const typedName = newModelName(typed, models);

  return (
    <>
      <form.AppField name="model_name">
        {(field) => (
          <field.SelectField
            label="Model *"
            placeholder={make ? 'Vælg model' : 'Vælg først et mærke'}
            disabled={!make}
            options={options}
          />
        )}
      </form.AppField>
      {choice === NEW_MODEL && make ? (
        <form.AppField name="new_model_name">
          {(field) => (
            <field.TextField
              label="Navn på ny model *"
              placeholder="f.eks. Corolla"
              autoComplete="off"
              maxLength={LISTING_LIMITS.modelName.max}
              hint={
                typedName.kind === 'known'
                  ? `${make.name} har allerede modellen ${typedName.name}; den bruges.`
                  : typedName.kind === 'new'
                    ? `Opret ny model: «${typedName.name}» under ${make.name}, når annoncen gemmes.`
                    : `Modellen oprettes under ${make.name}, når annoncen gemmes.`
              }
            />
          )}
        </form.AppField>
      ) : null}
    </>
  );
}
