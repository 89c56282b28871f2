import { type FormEvent, useState } from 'react';
import {
  type CatalogMakeJson,
  type CatalogModelJson,
  parseAliasText,
} from '../../../../domain/catalog/make-model-schema';
import { bodyTypeLabel } from '../../../../domain/listings/body-type-labels';
import { fuelLabel } from '../../../../domain/listings/fuel-type-labels';
import { storedBodyTypes, storedFuelTypes } from '../../../../domain/listings/vehicle-values';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Field, Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { fieldError, useAdminMutation } from '../shared/use-admin-mutation';
import {
  createMake,
  createModel,
  makeQueries,
  mergeMake,
  mergeModel,
  updateMake,
  updateModel,
} from './make-api';

/** What the page asks a dialog to do; null = closed. */
export type MakeDialogState =
  | { kind: 'create-make' }
  | { kind: 'edit-make'; make: CatalogMakeJson }
  | { kind: 'merge-make'; make: CatalogMakeJson }
  | { kind: 'create-model'; make: CatalogMakeJson }
  | { kind: 'edit-model'; make: CatalogMakeJson; model: CatalogModelJson }
  | { kind: 'merge-model'; make: CatalogMakeJson; model: CatalogModelJson }
  | null;

const closeClass =
  'inline-flex min-h-11 items-center rounded-xl px-4 text-sm font-semibold text-zinc-800 ring-1 ring-zinc-300 ring-inset hover:bg-zinc-50';

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
  }
}

function FormFooter({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <div className="mt-5 flex flex-wrap justify-end gap-2">
      <DialogClose className={closeClass}>Annuller</DialogClose>
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}

/** The server's refusal, e.g. a name another make has, beside the form. */
function Refusal({ error }: { error: unknown }) {
  const message = fieldError(error, 'into_id');
  return message ? (
    <p role="alert" className="mt-3 rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {message}
    </p>
  ) : null;
}

function MakeForm({ make, onDone }: { make?: CatalogMakeJson; onDone: () => void }) {
  const [name, setName] = useState(make?.name ?? '');
  const [aliases, setAliases] = useState(make?.aliases.join(', ') ?? '');
  const mutation = useAdminMutation({
    kind: make ? 'update' : 'create',
    context: make ? 'make update' : 'make create',
    mutationFn: (input: { name: string; aliases: string[] }) =>
      make ? updateMake({ id: make.id, input }) : createMake(input),
    invalidate: [makeQueries.all],
    successMessage: make ? `${name.trim()} er gemt` : `Mærket ${name.trim()} er oprettet`,
    onSuccess: onDone,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate({ name, aliases: parseAliasText(aliases) });
  };
  return (
    <form onSubmit={submit} noValidate>
      <div className="space-y-4">
        <Field label="Navn" error={fieldError(mutation.error, 'name')}>
          {(props) => (
            <Input
              {...props}
              value={name}
              onChange={(event) => setName(event.target.value)}
              autoComplete="off"
            />
          )}
        </Field>
        <AliasField
          value={aliases}
          onChange={setAliases}
          error={aliasError(mutation.error)}
          example="VW, Volkswagen AG"
        />
      </div>
      <FormFooter
        busy={mutation.isPending}
        label={make ? 'Gem ændringer' : 'Opret mærke'}
        busyLabel={make ? 'Gemmer…' : 'Opretter…'}
      />
    </form>
  );
}

const aliasError = (error: unknown) =>
  fieldError(error, 'aliases') ??
  (error && typeof error === 'object' && 'issues' in error
    ? (error as { issues: Array<{ path: string; message: string }> }).issues.find((issue) =>
        issue.path.startsWith('aliases.'),
      )?.message
    : undefined);

function AliasField({
  value,
  onChange,
  error,
  example,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  example: string;
}) {
  return (
    <Field label="Aliaser" hint={`Andre navne i prislister, adskilt af komma, fx ${example}.`} error={error}>
      {(props) => (
        <Input
          {...props}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
        />
      )}
    </Field>
  );
}

const bodyOptions = storedBodyTypes.map((value) => {
  const label = bodyTypeLabel(value);
  return { value, label: label === value ? value : `${label} (${value})` };
});
const fuelOptions = storedFuelTypes.map((value) => ({ value, label: fuelLabel(value) }));

function ModelForm({
  make,
  model,
  onDone,
}: {
  make: CatalogMakeJson;
  model?: CatalogModelJson;
  onDone: () => void;
}) {
  const [values, setValues] = useState({
    name: model?.name ?? '',
    aliases: model?.aliases.join(', ') ?? '',
    default_body_type: model?.default_body_type ?? '',
    default_fuel_type: model?.default_fuel_type ?? '',
    default_seats: model?.default_seats?.toString() ?? '',
    default_doors: model?.default_doors?.toString() ?? '',
  });
  const set = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }));
  const mutation = useAdminMutation({
    kind: model ? 'update' : 'create',
    context: model ? 'model update' : 'model create',
    mutationFn: (input: Parameters<typeof createModel>[0]['input']) =>
      model ? updateModel({ id: model.id, input }) : createModel({ makeId: make.id, input }),
    invalidate: [makeQueries.all],
    successMessage: model
      ? `${make.name} ${values.name.trim()} er gemt`
      : `Modellen ${make.name} ${values.name.trim()} er oprettet`,
    onSuccess: onDone,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate({ ...values, aliases: parseAliasText(values.aliases) } as Parameters<
      typeof createModel
    >[0]['input']);
  };
  const error = (path: string) => fieldError(mutation.error, path);
  return (
    <form onSubmit={submit} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Navn" error={error('name')} className="sm:col-span-2">
          {(props) => (
            <Input
              {...props}
              value={values.name}
              onChange={(event) => set({ name: event.target.value })}
              autoComplete="off"
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <AliasField
            value={values.aliases}
            onChange={(aliases) => set({ aliases })}
            error={aliasError(mutation.error)}
            example="ID 4, ID4"
          />
        </div>
        <Field label="Standard-karrosseri" error={error('default_body_type')}>
          {(props) => (
            <Select
              {...props}
              value={values.default_body_type}
              placeholder="Ingen"
              options={bodyOptions}
              onChange={(event) => set({ default_body_type: event.target.value })}
            />
          )}
        </Field>
        <Field label="Standard-drivmiddel" error={error('default_fuel_type')}>
          {(props) => (
            <Select
              {...props}
              value={values.default_fuel_type}
              placeholder="Ingen"
              options={fuelOptions}
              onChange={(event) => set({ default_fuel_type: event.target.value })}
            />
          )}
        </Field>
        <Field label="Sæder" error={error('default_seats')}>
          {(props) => (
            <Input
              {...props}
              inputMode="numeric"
              value={values.default_seats}
              onChange={(event) => set({ default_seats: event.target.value })}
            />
          )}
        </Field>
        <Field label="Døre" error={error('default_doors')}>
          {(props) => (
            <Input
              {...props}
              inputMode="numeric"
              value={values.default_doors}
              onChange={(event) => set({ default_doors: event.target.value })}
            />
          )}
        </Field>
      </div>
      <FormFooter
        busy={mutation.isPending}
        label={model ? 'Gem ændringer' : 'Opret model'}
        busyLabel={model ? 'Gemmer…' : 'Opretter…'}
      />
    </form>
  );
}

function MergeForm({
  kind,
  id,
  name,
  targets,
  onDone,
}: {
  kind: 'make' | 'model';
  id: string;
  name: string;
  targets: ReadonlyArray<{ id: string; name: string }>;
  onDone: () => void;
}) {
  const [intoId, setIntoId] = useState('');
  const [missing, setMissing] = useState(false);
  const target = targets.find((entry) => entry.id === intoId);
  const mutation = useAdminMutation({
    kind: 'update',
    context: `${kind} merge`,
    mutationFn: kind === 'make' ? mergeMake : mergeModel,
    invalidate: [makeQueries.all],
    successMessage: (result) =>
      `${name} er lagt sammen med ${target?.name ?? ''} – ${result.moved_listings} ${result.moved_listings === 1 ? 'annonce' : 'annoncer'} flyttet`,
    onSuccess: onDone,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!intoId) {
      setMissing(true);
      return;
    }
    mutation.mutate({ id, intoId });
  };
  return (
    <form onSubmit={submit} noValidate>
      {targets.length === 0 ? (
        <p className="text-sm text-zinc-700">
          {kind === 'make' ? 'Der er ingen andre mærker.' : 'Mærket har ingen andre modeller.'}
        </p>
      ) : (
        <Field
          label={kind === 'make' ? 'Læg sammen med mærket' : 'Læg sammen med modellen'}
          error={missing && !intoId ? `Vælg ${kind === 'make' ? 'et mærke' : 'en model'}` : undefined}
        >
          {(props) => (
            <Select
              {...props}
              value={intoId}
              placeholder={kind === 'make' ? 'Vælg mærke' : 'Vælg model'}
              options={targets.map((entry) => ({ value: entry.id, label: entry.name }))}
              onChange={(event) => setIntoId(event.target.value)}
            />
          )}
        </Field>
      )}
      <Refusal error={mutation.error} />
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <DialogClose className={closeClass}>Annuller</DialogClose>
        <Button type="submit" variant="danger" disabled={mutation.isPending || targets.length === 0}>
          {mutation.isPending ? 'Lægger sammen…' : 'Læg sammen'}
        </Button>
      </div>
    </form>
  );
}
