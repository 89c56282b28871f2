import type { AdminListingDetail } from '../../../../domain/admin/admin-listing-types';
import { classifyIncludedItems } from '../../../../domain/offers/classify-included-items';
import { includedItemLabels } from '../../../../domain/offers/disclosure-grade';
import { type IncludedItem, includedItems } from '../../../../domain/offers/included-items';
import { ONE_OFF_ITEMS } from './listing-form-items';
import { ListingFormSection } from './listing-form-section';
import type { ListingFormValues } from './listing-form-values';
import type { ListingFormApi } from './use-listing-form';

const STATUS_OPTIONS = [
  { value: '', label: 'Ikke oplyst' },
  { value: 'included', label: 'Inkluderet' },
  { value: 'excluded', label: 'Ikke inkluderet' },
] as const;

/** What the last price list said about an item both ways, and what it was set to (ADR 054). */
function conflictHints(detail: AdminListingDetail | undefined): Partial<Record<IncludedItem, string>> {
  if (!detail) return {};
  const conditions = detail.price_list_conditions;
  const { conflicts } = classifyIncludedItems({
    includes: conditions.includes,
    excludes: conditions.excludes,
    extras: conditions.extras,
  });
  return Object.fromEntries(
    conflicts.map((conflict) => [
      conflict.item,
      `Prislisten siger både inkl. «${conflict.included}» og ekskl. «${conflict.excluded}»; importen satte Ikke inkluderet.`,
    ]),
  );
}

/**
 * "Hvad prisen dækker" on the listing form (issue 27 part 2, ADR 054): each of the seven items as
 * Inkluderet / Ikke inkluderet (with its price when known) / Ikke oplyst. An import fills them from the
 * price list's words; the admin corrects them here, saved and audited with the listing.
 */
export function ListingIncludedItemsSection({
  form,
  values,
  detail,
}: {
  form: ListingFormApi;
  values: ListingFormValues;
  detail: AdminListingDetail | undefined;
}) {
  const hints = conflictHints(detail);
  return (
    <ListingFormSection
      title="Hvad prisen dækker"
      description="Vises på annoncen som Inkluderet, Ikke inkluderet (med prisen, når den kendes) eller Ikke oplyst. Antallet af oplyste punkter vises ved LeaseScore som “Oplyser 5/7”."
    >
      <div className="grid gap-x-6 gap-y-4 md:grid-cols-2">
        {includedItems.map((item) => (
          <div key={item} className="grid grid-cols-[minmax(0,1fr)_8.5rem] items-start gap-2">
            <form.AppField name={`items.${item}.status`}>
              {(field) => (
                <field.SelectField
                  label={includedItemLabels[item]}
                  options={STATUS_OPTIONS}
                  hint={hints[item]}
                />
              )}
            </form.AppField>
            {values.items[item].status === 'excluded' ? (
              <form.AppField name={`items.${item}.amount`}>
                {(field) => (
                  <field.TextField
                    label={ONE_OFF_ITEMS.has(item) ? 'Pris (kr.)' : 'Pris (kr./md.)'}
                    aria-label={`${includedItemLabels[item]}: pris i ${ONE_OFF_ITEMS.has(item) ? 'kr.' : 'kr./md.'}`}
                    inputMode="numeric"
                    autoComplete="off"
                    placeholder="Valgfri"
                  />
                )}
              </form.AppField>
            ) : null}
          </div>
        ))}
      </div>
    </ListingFormSection>
  );
}
