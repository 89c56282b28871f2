import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { FileUp, SearchX } from 'lucide-react';
import type { SellerJson, SellerOptionsJson } from '../../../../domain/admin/seller-api-types';
import type { SellerInput } from '../../../../domain/admin/seller-schema';
import { buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { isClientError } from '../../../lib/api-client';
import { AdminEmptyState, AdminPageHeader } from '../pages/admin-page';
import { useAdminMutation } from '../shared/use-admin-mutation';
import { BackToSellers } from './back-to-sellers';
import { LayoutTemplatesCard } from './layout-templates-card';
import { createSeller, sellerQueries, updateSeller } from './seller-api';
import { SellerForm } from './seller-form';
import { SellerStatisticsSection } from './seller-statistics-section';

export function SellerCreatePage() {
  const navigate = useNavigate();
  const options = useQuery(sellerQueries.options());
  const mutation = useAdminMutation<SellerInput, SellerJson>({
    kind: 'create',
    context: 'seller create',
    mutationFn: createSeller,
    successMessage: (seller) => `${seller.name} er oprettet`,
    invalidate: [sellerQueries.all],
    onSuccess: () => navigate({ to: '/admin/sellers' }),
  });
  return (
    <>
      <BackToSellers />
      <AdminPageHeader
        title="Tilføj ny sælger"
        description="En forhandler med kontaktoplysninger, logo og prislister."
      />
      <SellerForm
        options={options.data}
        submitLabel="Opret sælger"
        submit={(input) => mutation.mutateAsync(input)}
      />
    </>
  );
}

const editRoute = getRouteApi('/admin/sellers/edit/$id');

export function SellerEditPage() {
  const { id } = editRoute.useParams();
  const seller = useQuery(sellerQueries.detail(id));
  const options = useQuery(sellerQueries.options());

  if (seller.isPending) {
    return (
      <div className="grid min-h-60 place-items-center" aria-live="polite">
        <Spinner label="Henter sælger…" />
      </div>
    );
  }
  if (seller.isError) {
    return (
      <>
        <BackToSellers />
        <AdminEmptyState
          icon={SearchX}
          title={isClientError(seller.error) ? 'Sælgeren findes ikke' : 'Sælgeren kunne ikke hentes'}
        >
          <p>
            {isClientError(seller.error)
              ? 'Den kan være slettet. Gå tilbage til listen og vælg en anden.'
              : 'Prøv at genindlæse siden.'}
          </p>
        </AdminEmptyState>
      </>
    );
  }
  return (
    <>
      <BackToSellers />
      <AdminPageHeader
        title="Rediger sælger"
        description={seller.data.name}
        actions={
          <Link to="/admin/extraction" search={{ seller: id }} className={buttonClass('secondary')}>
            <FileUp aria-hidden="true" className="size-4" />
            Importér prisliste
          </Link>
        }
      />
      <SellerEditForm key={seller.data.id} seller={seller.data} options={options.data} />
      <LayoutTemplatesCard sellerId={id} sellerName={seller.data.name} />
      <SellerStatisticsSection sellerId={id} />
    </>
  );
}

/** The edit form on the copy it loaded (ADR 037): the form layer sends its version and handles a refusal. */
function SellerEditForm({ seller, options }: { seller: SellerJson; options: SellerOptionsJson | undefined }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useAdminMutation<{ id: string; input: SellerInput; expectedVersion: number }, SellerJson>({
    kind: 'update',
    context: 'seller update',
    mutationFn: updateSeller,
    successMessage: (saved) => `Ændringerne til ${saved.name} er gemt`,
    invalidate: [sellerQueries.all],
    onSuccess: () => navigate({ to: '/admin/sellers' }),
  });
  return (
    <SellerForm
      seller={seller}
      options={options}
      submitLabel="Gem ændringer"
      submit={(input, version) =>
        mutation.mutateAsync({ id: seller.id, input, expectedVersion: version ?? seller.version })
      }
      reload={() => queryClient.fetchQuery({ ...sellerQueries.detail(seller.id), staleTime: 0 })}
    />
  );
}
