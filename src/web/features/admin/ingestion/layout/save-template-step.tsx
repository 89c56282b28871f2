import { Link } from '@tanstack/react-router';
import { Save } from 'lucide-react';
import type { FieldIssue } from '../../../../../domain/api/endpoint';
import type { SavedLayoutTemplate } from '../../../../../domain/ingestion/layout-template-api';
import { Button } from '../../../../components/ui/button';
import { type TeachForm, TextField } from './teach-form';

/** The template's optional name and "Gem som skabelon for <sælger>", with the server's refusals under it. */
export function SaveTemplateBar({
  form,
  sellerName,
  saving,
  canSave,
  issues,
}: {
  form: TeachForm;
  sellerName: string;
  saving: boolean;
  canSave: boolean;
  issues: readonly FieldIssue[];
}) {
  return (
    <div className="grid gap-3 border-t border-zinc-100 pt-4 sm:grid-cols-[minmax(0,20rem)_auto] sm:items-end">
      <TextField form={form} name="name" label="Navn på skabelonen (valgfrit)" maxLength={80} />
      <form.Subscribe selector={(state) => state.canSubmit && !state.isSubmitting}>
        {(ready) => (
          <Button type="submit" className="h-auto py-2 text-left" disabled={!ready || !canSave || saving}>
            <Save aria-hidden="true" className="size-4" />
            {saving ? 'Gemmer…' : `Gem som skabelon for ${sellerName}`}
          </Button>
        )}
      </form.Subscribe>
      {issues.length > 0 ? (
        <ul role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {issues.map((issue) => (
            <li key={`${issue.path}:${issue.message}`}>{issue.message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** What a save did: the version, where the versions are, and reading this list again with it. */
export function TemplateSaved({
  saved,
  canRetry,
  retrying,
  onRetry,
}: {
  saved: SavedLayoutTemplate;
  canRetry: boolean;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div role="status" className="rounded-xl bg-green-50 p-4 text-sm text-green-900 ring-1 ring-green-200">
      <p className="font-semibold">
        Skabelon v{saved.version} er gemt for {saved.seller_name}.
      </p>
      <p className="mt-1">
        De næste prislister fra {saved.seller_name} læses med den; passer den ikke, læses de med den generelle
        læser. Se versionerne på{' '}
        <Link
          to="/admin/sellers/edit/$id"
          params={{ id: saved.seller_id }}
          className="font-semibold underline"
        >
          sælgerens side
        </Link>
        .
      </p>
      {canRetry ? (
        <Button className="mt-3" variant="secondary" size="sm" disabled={retrying} onClick={onRetry}>
          Læs denne prisliste igen med skabelonen
        </Button>
      ) : null}
    </div>
  );
}
