import { formatMonthly } from '../../../../../domain/format/format-danish';
import type { ExtractedCar } from '../../../../../domain/ingestion/extracted-price-list';
import type { ImportChangeJson } from '../../../../../domain/ingestion/ingestion-api';
import type { AdminFormApi } from '../../form/use-admin-form';
import { CarIdentityFields } from './car-fields';
import type { CarFormValues } from './edit-car-form';
import { CarDialogButtons, ReviewCarDialog } from './review-car-dialog';
import { parseSplitForm, splitFormFromCar } from './review-car-forms';
import { changeName, offerTermsText, offerText } from './review-text';
import type { useBatchReview } from './use-batch-review';
import { useChangeCarForm } from './use-change-car-form';

type Props = {
  batchId: string;
  change: ImportChangeJson & { car: ExtractedCar };
  splitCar: ReturnType<typeof useBatchReview>['splitCar'];
  onClose: () => void;
};

/**
 * "Del bil" (issue 25): the reader merged two cars into one — tick the offers that belong to the other
 * car and give it its own make, model, variant, horsepower, fuel and gearbox (prefilled from this one).
 * Saved from the change's version as loaded (ADR 037); both cars are then matched again on the server.
 */
export function SplitCarDialog(props: Omit<Props, 'change'> & { change: ImportChangeJson }) {
  const { change } = props;
  if (!change.car) return null;
  return <SplitCarForm {...props} change={{ ...change, car: change.car }} />;
}

function SplitCarForm({ batchId, change, splitCar, onClose }: Props) {
  const { admin, loadedCar } = useChangeCarForm({
    batchId,
    change,
    formFromCar: splitFormFromCar,
    parse: parseSplitForm,
    save: (data, expectedVersion) =>
      splitCar.mutateAsync({ batchId, changeId: change.id, ...data, expectedVersion }),
    onClose,
  });
  const name = changeName(change);
  return (
    <ReviewCarDialog
      title="Del bil"
      description={`Prislisten har flere biler end én i «${name}». Vælg de tilbud, der hører til den anden bil, og ret dens navn og data. Begge biler sammenlignes med sælgerens annoncer igen.`}
      admin={admin}
      onClose={onClose}
    >
      <MovedOffers form={admin.form} car={loadedCar} />
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-semibold text-zinc-900">Den nye bil</legend>
        <CarIdentityFields form={admin.form} />
      </fieldset>
      <CarDialogButtons form={admin.form} submit="Del bil" />
    </ReviewCarDialog>
  );
}

/** The car's offers with a "Flyt" tick each: the ticked ones go to the new car. */
function MovedOffers({ form, car }: { form: AdminFormApi<CarFormValues>; car: ExtractedCar }) {
  return (
    <form.AppField name="offers" mode="array">
      {(offers) => (
        <fieldset>
          <legend className="mb-1 text-sm font-semibold text-zinc-900">
            Tilbud, der flyttes til den nye bil
          </legend>
          <div className="mb-2">
            <offers.ListError />
          </div>
          <div className="overflow-hidden rounded-xl ring-1 ring-zinc-200">
            <table className="w-full text-left text-sm" aria-label="Bilens tilbud">
              <thead className="bg-zinc-50 text-xs text-zinc-600">
                <tr>
                  <th scope="col" className="w-14 px-3 py-2 font-semibold">
                    Flyt
                  </th>
                  <th scope="col" className="px-2 py-2 font-semibold">
                    Ydelse
                  </th>
                  <th scope="col" className="px-2 py-2 font-semibold">
                    Km/år, løbetid og udbetaling
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-zinc-100">
                {offers.state.value.map((row, index) => {
                  const offer = car.offers[index];
                  if (!offer) return null;
                  const text = offerText(offer);
                  return (
                    <tr key={row.key} className={row.moved ? 'bg-brand-50' : undefined}>
                      <td className="px-3">
                        <form.AppField name={`offers[${index}].moved`}>
                          {(field) => (
                            <field.CheckboxField label={<span className="sr-only">Flyt {text}</span>} />
                          )}
                        </form.AppField>
                      </td>
                      <td className="px-2 py-2 font-medium whitespace-nowrap text-zinc-900">
                        {formatMonthly(offer.monthly_price)}
                      </td>
                      <td className="px-2 py-2 text-zinc-700">{offerTermsText(offer)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </fieldset>
      )}
    </form.AppField>
  );
}
