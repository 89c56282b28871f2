import {
  MAX_ENQUIRY_RETENTION_MONTHS,
  MIN_ENQUIRY_RETENTION_MONTHS,
  type SettingsResponse,
} from '../../../../domain/admin/settings-schema';
import { ENQUIRY_RETENTION_MONTHS } from '../../../../domain/enquiries/enquiry-consent';
import { SectionForm } from './section-form';
import { numeric } from './setting-text';

/** Indstillinger › Henvendelser: how long enquiries are kept before they are deleted (ADR 066). */
export function EnquiryRetentionCard({ settings }: { settings: SettingsResponse }) {
  return (
    <SectionForm
      section="enquiries"
      title="Henvendelser"
      description={`Henvendelser slettes automatisk med deres mails og noter, når de er ældre end dette. Samtykketeksten lover ${ENQUIRY_RETENTION_MONTHS} måneder; en længere periode kræver en ny samtykketekst.`}
      settings={settings}
      valuesOf={(enquiries) => ({ retentionMonths: String(enquiries.retentionMonths) })}
      toValue={(values) => ({ retentionMonths: numeric(values.retentionMonths) })}
    >
      {(form) => (
        <form.AppField name="retentionMonths">
          {(field) => (
            <field.TextField
              label="Henvendelser gemmes (måneder)"
              hint={`${MIN_ENQUIRY_RETENTION_MONTHS}–${MAX_ENQUIRY_RETENTION_MONTHS} måneder.`}
              inputMode="numeric"
            />
          )}
        </form.AppField>
      )}
    </SectionForm>
  );
}
