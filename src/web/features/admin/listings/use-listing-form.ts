import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { AdminListingDetail, ListingReferenceData } from '../../../../domain/admin/admin-listing-types';
import { notify } from '../../../components/ui/toast';
import { useAdminForm } from '../form/use-admin-form';
import { stageListingImages } from '../listing-images/staged-images';
import {
  emptyListingValues,
  type ListingFormValues,
  parseListingForm,
  valuesFromDetail,
} from './listing-form-values';
import { typedListingChanges } from './listing-typed-changes';
import { createListing, listingQueries, updateListing } from './listings-api';

/** The models of the make chosen in `values` (empty before a make is chosen). */
export function modelsOfMake(reference: ListingReferenceData, makeId: string) {
  return reference.makes.find((make) => make.id === makeId)?.models ?? [];
}

/**
 * The listing form on the admin form layer (ADR 040): checked by the shared schema (and at once for
 * repeated offers and what activation lacks), saved with the version it loaded (ADR 037). A new
 * listing's images chosen before the first save are handed to its edit page, which uploads them.
 */
export function useListingForm({
  reference,
  detail,
  stagedImages,
  imagesUploading,
}: {
  reference: ListingReferenceData;
  detail: AdminListingDetail | undefined;
  /** Images chosen on a new listing, uploaded once it exists. */
  stagedImages: () => { files: File[]; removeBackground: boolean };
  /** Whether a saved listing's image uploads are still waiting or running. */
  imagesUploading: () => boolean;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isEdit = detail !== undefined;
  return useAdminForm({
    defaultValues: detail ? valuesFromDetail(detail) : emptyListingValues(),
    parse: (values: ListingFormValues) => parseListingForm(values, modelsOfMake(reference, values.make_id)),
    // The status's "Kan ikke aktiveres. Mangler: …" stands at the top; each missing field says it too.
    // An item's amount ('included_items.tyres.monthly_price') is typed in its row's amount field.
    fieldOfPath: (path) =>
      path === 'status'
        ? 'activation'
        : path.replace(/^included_items\.(\w+)\.(?:monthly_price|price)$/, 'items.$1.amount'),
    kind: isEdit ? 'update' : 'create',
    version: detail?.version,
    submit: async (input, { version }) => {
      const saved = detail
        ? await updateListing({ id: detail.id, input, expectedVersion: version ?? detail.version })
        : await createListing(input);
      await queryClient.invalidateQueries({ queryKey: listingQueries.all });
      notify.success(isEdit ? 'Annoncen er gemt' : 'Annoncen er oprettet');
      if (!isEdit) {
        stageListingImages(saved.id, stagedImages());
        await navigate({ to: '/admin/listings/edit/$id', params: { id: saved.id }, replace: true });
      }
      return saved;
    },
    versionOf: (saved) => saved.version,
    // Staged images and unfinished uploads are lost with the page, so they ask before leaving like typed changes.
    unsavedBesideValues: () => stagedImages().files.length > 0 || imagesUploading(),
    typedChanges: (typed, loaded) => typedListingChanges(typed, loaded, reference),
    ...(detail
      ? {
          reload: async () => {
            const fresh = await queryClient.fetchQuery({ ...listingQueries.detail(detail.id), staleTime: 0 });
            return { values: valuesFromDetail(fresh), version: fresh.version };
          },
        }
      : {}),
  });
}

export type ListingFormHandle = ReturnType<typeof useListingForm>;
export type ListingFormApi = ListingFormHandle['form'];
