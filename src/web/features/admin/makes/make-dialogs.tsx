import { useStore } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import {
  type CatalogMakeJson,
  type CatalogModelJson,
  type MakeInput,
  type ModelInput,
  makeInputSchema,
  modelInputSchema,
  parseAliasText,
} from '../../../../domain/catalog/make-model-schema';
import { bodyTypeChoices, writtenBodyType } from '../../../../domain/listings/body-type-choices';
import { fuelLabel } from '../../../../domain/listings/fuel-type-labels';
import { storedFuelTypes } from '../../../../domain/listings/vehicle-values';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { AdminForm } from '../form/admin-form';
import { useFormContext } from '../form/form-contexts';
import { parseWithSchema } from '../form/form-issues';
import { useAdminForm } from '../form/use-admin-form';
import { useAdminMutation } from '../shared/use-admin-mutation';
import { DeleteModelDialog } from './delete-model-dialog';
import { createMake, createModel, makeQueries, updateMake, updateModel } from './make-api';
import { dialogCloseClass } from './make-dialog-parts';
import { MergeForm } from './make-merge-form';
import { typedCatalogChanges } from './make-typed-changes';

/** What the page asks a dialog to do; null = closed. */
export type MakeDialogState =
  | { kind: 'create-make' }
  | { kind: 'edit-make'; make: CatalogMakeJson }
  | { kind: 'merge-make'; make: CatalogMakeJson }
  | { kind: 'create-model'; make: CatalogMakeJson }
  | { kind: 'edit-model'; make: CatalogMakeJson; model: CatalogModelJson }
  | { kind: 'merge-model'; make: CatalogMakeJson; model: CatalogModelJson }
  | { kind: 'delete-model'; make: CatalogMakeJson; model: CatalogModelJson }
  | null;

/** The one dialog of the makes page, for whichever action is open. */
export function MakeDialogs({
  state,
  makes,
  onClose,
}: {
  state: MakeDialogState;
  makes: readonly CatalogMakeJson[];
  onClose: () => void;
}) {
  const open = state !== null;
  const shell = (title: string, description: string, body: React.ReactNode) => (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        title={title}
        description={description}
        className="w-[min(32rem,calc(100vw-2rem))] max-h-[90dvh] max-w-none rounded-2xl"
      >
        {body}
      </DialogContent>
    </Dialog>
  );
  switch (state?.kind) {
    case undefined:
      return null;
    case 'create-make':
      return shell(
        'Opret mærke',
        'Et nyt mærke i kataloget. Aliaser er andre navne, prislister bruger for mærket.',
        <MakeForm onDone={onClose} />,
      );
    case 'edit-make':
      return shell(
        `Rediger mærket ${state.make.name}`,
        'Et nyt navn gemmer det gamle som alias, så prislister med det gamle navn stadig finder mærket.',
        <MakeForm make={state.make} onDone={onClose} />,
      );
    case 'merge-make':
      return shell(
        `Læg ${state.make.name} sammen med et andet mærke`,
        `Modeller og annoncer flyttes til det valgte mærke, og «${state.make.name}» bliver et alias for det. En model, som begge mærker har, bliver til én. Det kan ikke fortrydes.`,
        <MergeForm
          kind="make"
          id={state.make.id}
          name={state.make.name}
          targets={makes.filter((make) => make.id !== state.make.id).map(({ id, name }) => ({ id, name }))}
          onDone={onClose}
        />,
      );
    case 'create-model':
      return shell(
        `Tilføj model under ${state.make.name}`,
        'Standardværdierne gives til nye annoncer fra import, når prislisten ikke selv angiver dem.',
        <ModelForm make={state.make} onDone={onClose} />,
      );
    case 'edit-model':
      return shell(
        `Rediger modellen ${state.make.name} ${state.model.name}`,
        'Et nyt navn gemmer det gamle som alias. Standardværdierne gives til nye annoncer fra import.',
        <ModelForm make={state.make} model={state.model} onDone={onClose} />,
      );
    case 'merge-model':
      return shell(
        `Læg ${state.make.name} ${state.model.name} sammen med en anden model`,
        `Annoncerne flyttes til den valgte model under ${state.make.name}, og «${state.model.name}» bliver et alias for den. Det kan ikke fortrydes.`,
        <MergeForm
          kind="model"
          id={state.model.id}
          name={state.model.name}
          targets={state.make.models
            .filter((model) => model.id !== state.model.id)
            .map(({ id, name }) => ({ id, name }))}
          onDone={onClose}
        />,
      );
    case 'delete-model':
      return <DeleteModelDialog make={state.make} model={state.model} onClose={onClose} />;
  }
}

function FormFooter({ label, busyLabel }: { label: string; busyLabel: string }) {
  const form = useFormContext();
  const busy = useStore(form.store, (state) => state.isSubmitting);
  return (
    <div className="mt-5 flex flex-wrap justify-end gap-2">
      <DialogClose className={dialogCloseClass}>Annuller</DialogClose>
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}

const makeValues = (make: CatalogMakeJson | undefined) => ({
  name: make?.name ?? '',
  aliases: make?.aliases.join(', ') ?? '',
});

/**
 * The catalogue as saved now, for the stale notice's "Genindlæs" (ADR 037): the make and model the
 * dialog edits, fetched again. Throws when they are gone (merged or deleted meanwhile).
 */
function useFreshCatalogue() {
  const queryClient = useQueryClient();
  return async (makeId: string, modelId?: string) => {
    const { makes } = await queryClient.fetchQuery({ ...makeQueries.list(), staleTime: 0 });
    const make = makes.find((entry) => entry.id === makeId || entry.models.some((m) => m.id === modelId));
    const model = make?.models.find((entry) => entry.id === modelId);
    if (!make || (modelId && !model)) throw new Error('Not in the catalogue any more');
    return { make, model };
  };
}

function MakeForm({ make, onDone }: { make?: CatalogMakeJson; onDone: () => void }) {
  const fresh = useFreshCatalogue();
  const admin = useAdminForm({
    defaultValues: makeValues(make),
    parse: (values) =>
      parseWithSchema(makeInputSchema, { ...values, aliases: parseAliasText(values.aliases) }),
    kind: make ? 'update' : 'create',
    version: make?.version,
    submit: (input, { version }): Promise<unknown> => mutation.mutateAsync({ input, version }),
    typedChanges: typedCatalogChanges,
    ...(make
      ? {
          reload: async () => {
            const saved = (await fresh(make.id)).make;
            return { values: makeValues(saved), version: saved.version };
          },
        }
      : {}),
    blockNavigation: false,
  });
  const name = useStore(admin.form.store, (state) => state.values.name).trim();
  const mutation = useAdminMutation({
    kind: make ? 'update' : 'create',
    context: make ? 'make update' : 'make create',
    mutationFn: ({ input, version }: { input: MakeInput; version: number | undefined }) =>
      make ? updateMake({ id: make.id, input, version: version ?? make.version }) : createMake(input),
    invalidate: [makeQueries.all],
    successMessage: make ? `${name} er gemt` : `Mærket ${name} er oprettet`,
    onSuccess: onDone,
  });
  const { form } = admin;
  return (
    <AdminForm handle={admin}>
      <form.AppField name="name">
        {(field) => <field.TextField label="Navn" autoComplete="off" />}
      </form.AppField>
      <form.AppField name="aliases">
        {(field) => (
          <field.TextField label="Aliaser" hint={aliasHint('VW, Volkswagen AG')} autoComplete="off" />
        )}
      </form.AppField>
      <FormFooter label={make ? 'Gem ændringer' : 'Opret mærke'} busyLabel={make ? 'Gemmer…' : 'Opretter…'} />
    </AdminForm>
  );
}

/** The aliases are one comma-separated text; an issue on any one alias ('aliases.2') lands on it. */
const aliasHint = (example: string) => `Andre navne i prislister, adskilt af komma, fx ${example}.`;

const fuelOptions = storedFuelTypes.map((value) => ({ value, label: fuelLabel(value) }));

type ModelValues = {
  name: string;
  aliases: string;
  default_body_type: string;
  default_fuel_type: string;
  default_seats: string;
  default_doors: string;
};

const modelValues = (model: CatalogModelJson | undefined): ModelValues => ({
  name: model?.name ?? '',
  aliases: model?.aliases.join(', ') ?? '',
  // An older stored spelling ('Station Wagon') shows as its body type's one choice.
  default_body_type: model?.default_body_type ? writtenBodyType(model.default_body_type) : '',
  default_fuel_type: model?.default_fuel_type ?? '',
  default_seats: model?.default_seats?.toString() ?? '',
  default_doors: model?.default_doors?.toString() ?? '',
});

function ModelForm({
  make,
  model,
  onDone,
}: {
  make: CatalogMakeJson;
  model?: CatalogModelJson;
  onDone: () => void;
}) {
  const fresh = useFreshCatalogue();
  const admin = useAdminForm({
    defaultValues: modelValues(model),
    parse: (values) =>
      parseWithSchema(modelInputSchema, { ...values, aliases: parseAliasText(values.aliases) }),
    kind: model ? 'update' : 'create',
    version: model?.version,
    submit: (input, { version }): Promise<unknown> => mutation.mutateAsync({ input, version }),
    typedChanges: typedCatalogChanges,
    ...(model
      ? {
          reload: async () => {
            const saved = (await fresh(make.id, model.id)).model as CatalogModelJson;
            return { values: modelValues(saved), version: saved.version };
          },
        }
      : {}),
    blockNavigation: false,
  });
  const name = useStore(admin.form.store, (state) => state.values.name).trim();
  const mutation = useAdminMutation({
    kind: model ? 'update' : 'create',
    context: model ? 'model update' : 'model create',
    mutationFn: ({ input, version }: { input: ModelInput; version: number | undefined }) =>
      model
        ? updateModel({ id: model.id, input, version: version ?? model.version })
        : createModel({ makeId: make.id, input }),
    invalidate: [makeQueries.all],
    successMessage: model ? `${make.name} ${name} er gemt` : `Modellen ${make.name} ${name} er oprettet`,
    onSuccess: onDone,
  });
  const { form } = admin;
  return (
    <AdminForm handle={admin}>
      <div className="grid gap-4 sm:grid-cols-2">
        <form.AppField name="name">
          {(field) => <field.TextField label="Navn" autoComplete="off" className="sm:col-span-2" />}
        </form.AppField>
        <div className="sm:col-span-2">
          <form.AppField name="aliases">
            {(field) => <field.TextField label="Aliaser" hint={aliasHint('ID 4, ID4')} autoComplete="off" />}
          </form.AppField>
        </div>
        <form.AppField name="default_body_type">
          {(field) => (
            <field.SelectField label="Standard-karrosseri" placeholder="Ingen" options={bodyTypeChoices} />
          )}
        </form.AppField>
        <form.AppField name="default_fuel_type">
          {(field) => (
            <field.SelectField label="Standard-drivmiddel" placeholder="Ingen" options={fuelOptions} />
          )}
        </form.AppField>
        <form.AppField name="default_seats">
          {(field) => <field.TextField label="Sæder" inputMode="numeric" />}
        </form.AppField>
        <form.AppField name="default_doors">
          {(field) => <field.TextField label="Døre" inputMode="numeric" />}
        </form.AppField>
      </div>
      <FormFooter
        label={model ? 'Gem ændringer' : 'Opret model'}
        busyLabel={model ? 'Gemmer…' : 'Opretter…'}
      />
    </AdminForm>
  );
}
