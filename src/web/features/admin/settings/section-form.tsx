import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';
import type { z } from 'zod/mini';
import {
  type SettingsResponse,
  type SettingsSection,
  type SiteSettingsValues,
  settingsSchemas,
} from '../../../../domain/admin/settings-schema';
import { formatDateTime } from '../../../../domain/format/format-date-time';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { StaleVersionNotice } from '../shared/stale-version-notice';
import { staleVersionMessageOf, useAdminMutation } from '../shared/use-admin-mutation';
import { type FieldErrors, serverFieldErrors, validateWith } from './form-issues';
import { saveSettingsSection, settingsQueries } from './settings-api';
import { useStaleSettingsNotice } from './stale-settings-notices';
import { typedSettingsChanges } from './typed-settings-changes';

/**
 * One settings section as a form: the section's schema checks the value before it is sent (the server
 * checks it again), errors stand beside their fields, and a failed save keeps what was typed. The save
 * carries the section's version as loaded; when another admin saved it since (ADR 037), the form says
 * who and when and offers to reload, keeping what was typed listed beside it.
 */
export function SectionForm<S extends SettingsSection>({
  section,
  settings,
  title,
  description,
  toValue,
  children,
}: {
  section: S;
  /** The settings as loaded: the section's values, version and save time. */
  settings: SettingsResponse;
  title: string;
  description: string;
  /** The form's current state as the value to validate and save. */
  toValue: () => unknown;
  children: (errors: FieldErrors) => ReactNode;
}) {
  const savedAt = settings.savedAt[section];
  const [errors, setErrors] = useState<FieldErrors>({});
  const queryClient = useQueryClient();
  const { notice, setNotice } = useStaleSettingsNotice(section);
  const mutation = useAdminMutation({
    kind: 'save',
    context: `settings ${section}`,
    mutationFn: (value: SiteSettingsValues[S]) =>
      saveSettingsSection(section, value, settings.versions[section]),
    successMessage: 'Indstillingerne er gemt',
    invalidate: [settingsQueries.all(), ['admin', 'dashboard']],
    onSuccess: () => setNotice(null),
  });
  const reload = async () => {
    if (!notice) return;
    setNotice({ ...notice, reloading: true });
    await queryClient.invalidateQueries({ queryKey: settingsQueries.all() });
    setNotice({ ...notice, reloading: false, reloaded: true });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateWith(settingsSchemas[section] as z.ZodMiniType, toValue());
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const value = checked.data as SiteSettingsValues[S];
    mutation.mutate(value, {
      onError: (error) => {
        const message = staleVersionMessageOf(error);
        if (message === null) return setErrors(serverFieldErrors(error));
        const loaded = settings.values[section] as Record<string, unknown>;
        setNotice({
          message,
          changes: typedSettingsChanges(section, value as Record<string, unknown>, loaded),
          reloaded: false,
          reloading: false,
        });
      },
    });
  };
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
        <form onSubmit={onSubmit} noValidate aria-labelledby={headingId} className="space-y-4">
          {notice ? (
            <StaleVersionNotice
              message={notice.message}
              reloaded={notice.reloaded}
              reloading={notice.reloading}
              changes={notice.changes}
              onReload={reload}
              onDismiss={() => setNotice(null)}
            />
          ) : null}
          {children(errors)}
          <div className="flex flex-wrap items-center gap-3 pt-1">
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Gemmer...' : 'Gem'}
            </Button>
            <span className="text-xs text-zinc-600">
              {savedAt ? `Sidst gemt ${formatDateTime(savedAt)}` : 'Standardværdier – endnu ikke gemt'}
            </span>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
