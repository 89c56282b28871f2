import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';
import type { z } from 'zod/mini';
import {
  type SettingsSection,
  type SiteSettingsValues,
  settingsSchemas,
} from '../../../../domain/admin/settings-schema';
import { formatDateTime } from '../../../../domain/format/format-date-time';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { useAdminMutation } from '../shared/use-admin-mutation';
import { type FieldErrors, serverFieldErrors, validateWith } from './form-issues';
import { saveSettingsSection, settingsQueries } from './settings-api';

/**
 * One settings section as a form: the section's schema checks the value before it is sent (the server
 * checks it again), errors stand beside their fields, and a failed save keeps what was typed.
 */
export function SectionForm<S extends SettingsSection>({
  section,
  title,
  description,
  savedAt,
  toValue,
  children,
}: {
  section: S;
  title: string;
  description: string;
  savedAt: string | null;
  /** The form's current state as the value to validate and save. */
  toValue: () => unknown;
  children: (errors: FieldErrors) => ReactNode;
}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useAdminMutation({
    kind: 'save',
    context: `settings ${section}`,
    mutationFn: (value: SiteSettingsValues[S]) => saveSettingsSection(section, value),
    successMessage: 'Indstillingerne er gemt',
    invalidate: [settingsQueries.all(), ['admin', 'dashboard']],
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateWith(settingsSchemas[section] as z.ZodMiniType, toValue());
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    mutation.mutate(checked.data as SiteSettingsValues[S], {
      onError: (error) => setErrors(serverFieldErrors(error)),
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
