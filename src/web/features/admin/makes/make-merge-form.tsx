import { useStore } from '@tanstack/react-form';
import { mergeInputSchema } from '../../../../domain/catalog/make-model-schema';
import { countNoun } from '../../../../domain/format/count-noun';
import { NOUN } from '../../../../domain/format/nouns';
import { Button } from '../../../components/ui/button';
import { DialogClose } from '../../../components/ui/dialog';
import { AdminForm } from '../form/admin-form';
import { useFormContext } from '../form/form-contexts';
import { parseWithSchema } from '../form/form-issues';
import { useAdminForm } from '../form/use-admin-form';
import { useAdminMutation } from '../shared/use-admin-mutation';
import { makeQueries, mergeMake, mergeModel } from './make-api';
import { dialogCloseClass } from './make-dialog-parts';

/** Merges a make or a model into another: its listings move and its name becomes the target's alias. */
export function MergeForm({
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
  const admin = useAdminForm({
    defaultValues: { into_id: '' },
    parse: (values) =>
      values.into_id
        ? parseWithSchema(mergeInputSchema, values)
        : { issues: [{ path: 'into_id', message: `Vælg ${kind === 'make' ? 'et mærke' : 'en model'}` }] },
    kind: 'update',
    submit: (input): Promise<unknown> => mutation.mutateAsync({ id, intoId: input.into_id }),
    blockNavigation: false,
  });
  const intoId = useStore(admin.form.store, (state) => state.values.into_id);
  const target = targets.find((entry) => entry.id === intoId);
  const mutation = useAdminMutation({
    kind: 'update',
    context: `${kind} merge`,
    mutationFn: kind === 'make' ? mergeMake : mergeModel,
    invalidate: [makeQueries.all],
    successMessage: (result) =>
      `${name} er lagt sammen med ${target?.name ?? ''} – ${countNoun(result.moved_listings, NOUN.listing)} flyttet`,
    onSuccess: onDone,
  });
  const { form } = admin;
  return (
    <AdminForm handle={admin}>
      {targets.length === 0 ? (
        <p className="text-sm text-zinc-700">
          {kind === 'make' ? 'Der er ingen andre mærker.' : 'Mærket har ingen andre modeller.'}
        </p>
      ) : (
        <form.AppField name="into_id">
          {(field) => (
            <field.SelectField
              label={kind === 'make' ? 'Læg sammen med mærket' : 'Læg sammen med modellen'}
              placeholder={kind === 'make' ? 'Vælg mærke' : 'Vælg model'}
              options={targets.map((entry) => ({ value: entry.id, label: entry.name }))}
            />
          )}
        </form.AppField>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <DialogClose className={dialogCloseClass}>Annuller</DialogClose>
        <MergeButton disabled={targets.length === 0} />
      </div>
    </AdminForm>
  );
}

function MergeButton({ disabled }: { disabled: boolean }) {
  const form = useFormContext();
  const busy = useStore(form.store, (state) => state.isSubmitting);
  return (
    <Button type="submit" variant="danger" disabled={busy || disabled}>
      {busy ? 'Lægger sammen…' : 'Læg sammen'}
    </Button>
  );
}
