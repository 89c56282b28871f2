import { useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { AdminListingDetail, ListingReferenceData } from '../../../../domain/admin/admin-listing-types';
import { ListingHistory } from '../audit-log/listing-history';
import { AdminForm } from '../form/admin-form';
import { ListingImagesEditor } from '../listing-images/listing-images-editor';
import type { StagedImages } from '../listing-images/staged-images';
import { StagedImagesPicker } from '../listing-images/staged-images-picker';
import { ExpiredOffersNotice } from './expired-offers-notice';
import { ListingCarSections } from './listing-car-sections';
import { ListingFormHeader } from './listing-form-header';
import { ListingFormSaveBar } from './listing-form-save-bar';
import { ListingFormSection } from './listing-form-section';
import { ListingIncludedItemsSection } from './listing-included-items-section';
import { ListingSaleSections } from './listing-sale-sections';
import { listingQueries } from './listings-api';
import { OffersEditor } from './offers-editor';
import { PriceListStatements } from './price-list-statements';
import { useListingForm } from './use-listing-form';

/** The listing form once its reference data (and, when editing, the listing) has loaded. */
export function ListingForm({
  reference,
  detail,
}: {
  reference: ListingReferenceData;
  detail?: AdminListingDetail | undefined;
}) {
  const isEdit = detail !== undefined;
  const [staged, setStaged] = useState<StagedImages>({ files: [], removeBackground: false });
  const stagedRef = useRef(staged);
  stagedRef.current = staged;
  const uploading = useRef(false);
  const onUploadsRunning = useCallback((running: boolean) => {
    uploading.current = running;
  }, []);
  const admin = useListingForm({
    reference,
    detail,
    stagedImages: () => stagedRef.current,
    imagesUploading: () => uploading.current,
  });
  const { form } = admin;
  const values = useStore(form.store, (state) => state.values);
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const remembered = useQuery({ ...listingQueries.remembered(detail?.id ?? ''), enabled: isEdit }).data;
  const rememberedBodyType = reference.body_types.find((type) => type.value === remembered?.body_type)?.label;

  return (
    <>
      <ListingFormHeader detail={detail} />

      <AdminForm handle={admin} className="space-y-6">
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <ListingCarSections
              form={form}
              reference={reference}
              values={values}
              rememberedBodyType={rememberedBodyType}
            />
          </div>

          <div className="space-y-6">
            <ListingSaleSections
              form={form}
              reference={reference}
              values={values}
              rememberedRetailPrice={remembered?.retail_price}
            />
          </div>
        </div>

        <ListingFormSection
          title="Tilbud"
          description="Hvert tilbud er en kombination af km/år, periode og udbetaling med sin månedspris; samme kombination må kun findes én gang."
        >
          {detail ? <ExpiredOffersNotice detail={detail} /> : null}
          <OffersEditor form={form} retailPrice={values.retail_price} />
        </ListingFormSection>

        <ListingIncludedItemsSection form={form} values={values} detail={detail} />

        <ListingFormSaveBar admin={admin} isEdit={isEdit} submitting={submitting} />
      </AdminForm>

      {detail ? (
        <div className="mt-6">
          <PriceListStatements detail={detail} />
        </div>
      ) : null}

      <div className="mt-6">
        <ListingFormSection title="Billeder">
          {detail ? (
            <ListingImagesEditor
              listingId={detail.id}
              onUploadsRunning={onUploadsRunning}
              onListingVersion={(change) =>
                admin.setVersion((current) =>
                  current === change.previous_version ? change.version : current,
                )
              }
            />
          ) : (
            <StagedImagesPicker staged={staged} onChange={setStaged} />
          )}
        </ListingFormSection>
      </div>

      {detail ? (
        <div className="mt-6">
          <ListingHistory listingId={detail.id} />
        </div>
      ) : null}
    </>
  );
}
