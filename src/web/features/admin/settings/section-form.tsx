import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  type SettingsResponse,
  type SettingsSection,
  type SiteSettingsValues,
  settingsSchemas,
} from '../../../../domain/admin/settings-schema';
import { formatDateTime } from '../../../../domain/format/format-date-time';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { AdminForm } from '../form/admin-form';
import { parseWithSchema } from '../form/form-issues';
import { type AdminFormApi, useAdminForm } from '../form/use-admin-form';
import { useAdminMutation } from '../shared/use-admin-mutation';
import { saveSettingsSection, settingsQueries } from './settings-api';
import { typedSettingsChanges } from './typed-settings-changes';

/**
 * One settings section as a form on the admin form layer: the section's schema checks the value
 * before it is sent (the server checks it again), errors stand beside their fields, and the save
 * carries the section's version; when another admin saved it since (ADR 037), the layer's notice says
 * who and when and "Genindlæs" shows the saved section, keeping what was typed listed.
 */
export function SectionForm<S extends SettingsSection, TValues>({
  section,
  settings,
  title,
  description,
  valuesOf,
  toValue,
  children,
}: {
  section: S;
  /** The settings as loaded: the section's values, version and save time. */
  settings: SettingsResponse;
  title: string;
  description: string;
  /** The stored section as the form's values (text as the fields show it). */
  valuesOf: (stored: SiteSettingsValues[S]) => TValues;
  /** The form's values as the section's value to validate and save. */
  toValue: (values: TValues) => unknown;
  children: (form: AdminFormApi<TValues>) => ReactNode;
}) {
  const savedAt = settings.savedAt[section];
  const queryClient = useQueryClient();
  const parse = (values: TValues) => parseWithSchema(settingsSchemas[section], toValue(values));
  const mutation = useAdminMutation({
    kind: 'save',
    context: `settings ${section}`,
    mutationFn: ({ value, version }: { value: SiteSettingsValues[S]; version: number }) =>
      saveSettingsSection(section, value, version),
    successMessage: 'Indstillingerne er gemt',
    invalidate: [settingsQueries.all(), ['admin', 'dashboard']],
  });
  const admin = useAdminForm({
    defaultValues: valuesOf(settings.values[section]),
    parse,
    kind: 'save',
    version: settings.versions[section],
    submit: (value, { version }) =>
      mutation.mutateAsync({
        value: value as SiteSettingsValues[S],
        version: version ?? settings.versions[section],
      }),
    versionOf: (result) => result.version,
    typedChanges: (typed, loaded) =>
      typedSettingsChanges(
        section,
        sectionValue(parse, toValue, typed),
        sectionValue(parse, toValue, loaded),
      ),
    reload: async () => {
      const fresh = await queryClient.fetchQuery({ ...settingsQueries.values(), staleTime: 0 });
      return { values: valuesOf(fresh.values[section]), version: fresh.versions[section] };
    },
  });
  const headingId = `settings-${section}-heading`;
  return (
    <Card>
      <CardHeader>
        <h3 id={headingId} className="font-semibold">
          {title}
        </h3>
        <p className="text-sm text-zinc-600">{description}</p>
      </CardHeader>
      <CardBody>
        <AdminForm handle={admin} aria-labelledby={headingId}>
          {children(admin.form)}
          <div className="flex flex-wrap items-center gap-3 pt-1">
            <admin.form.SubmitButton>Gem</admin.form.SubmitButton>
            <span className="text-xs text-zinc-600">
              {savedAt ? `Sidst gemt ${formatDateTime(savedAt)}` : 'Standardværdier – endnu ikke gemt'}
            </span>
          </div>
        </AdminForm>
      </CardBody>
    </Card>
  );
}

/** The section's value as saved would read it (parsed when valid, as typed when not). */
function sectionValue<TValues>(
  parse: (values: TValues) => { data?: unknown },
  toValue: (values: TValues) => unknown,
  values: TValues,
): Record<string, unknown> {
  return (parse(values).data ?? toValue(values)) as Record<string, unknown>;
}
