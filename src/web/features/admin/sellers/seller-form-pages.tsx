import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { FileUp, SearchX } from 'lucide-react';
import { useState } from 'react';
import type { SellerJson, SellerOptionsJson } from '../../../../domain/admin/seller-api-types';
import type { SellerInput } from '../../../../domain/admin/seller-schema';
import { errorCatalogue } from '../../../../domain/errors/error-codes';
import { buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../components/ui/toast';
import { isClientError } from '../../../lib/api-client';
import { AdminEmptyState, AdminPageHeader } from '../pages/admin-page';
import { StaleVersionNotice, type TypedChange } from '../shared/stale-version-notice';
import { staleVersionMessageOf, useAdminMutation } from '../shared/use-admin-mutation';
import { LayoutTemplatesCard } from './layout-templates-card';
import { createSeller, sellerQueries, updateSeller } from './seller-api';
import { BackToSellers, formValuesOf, SellerForm, toInput } from './seller-form';
import { typedSellerChanges } from './seller-typed-changes';

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
        initial={formValuesOf(undefined)}
        options={options.data}
        submitLabel="Opret sælger"
        pending={mutation.isPending}
        error={mutation.error}
        onSubmit={(input) => mutation.mutate(input)}
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
    </>
  );
}

/**
 * The edit form on the copy it loaded (ADR 037): a save carries that copy's version; refused because
 * someone saved first, the notice names them and offers to reload, keeping what the admin typed.
 */
function SellerEditForm({ seller, options }: { seller: SellerJson; options: SellerOptionsJson | undefined }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [loaded, setLoaded] = useState(seller);
  const [reloads, setReloads] = useState(0);
  const [reloading, setReloading] = useState(false);
  const [conflict, setConflict] = useState<{
    message: string;
    changes: TypedChange[];
    reloaded: boolean;
  } | null>(null);
  const mutation = useAdminMutation<{ id: string; input: SellerInput; expectedVersion: number }, SellerJson>({
    kind: 'update',
    context: 'seller update',
    mutationFn: updateSeller,
    successMessage: (saved) => `Ændringerne til ${saved.name} er gemt`,
    invalidate: [sellerQueries.all],
    onSuccess: () => navigate({ to: '/admin/sellers' }),
  });

  const reload = async () => {
    setReloading(true);
    try {
      const fresh = await queryClient.fetchQuery({ ...sellerQueries.detail(loaded.id), staleTime: 0 });
      setLoaded(fresh);
      setReloads((count) => count + 1);
      mutation.reset();
      setConflict((current) => current && { ...current, reloaded: true });
    } catch {
      notify.error(errorCatalogue.FETCH_FAILED.message);
    } finally {
      setReloading(false);
    }
  };

  return (
    <SellerForm
      key={reloads}
      initial={formValuesOf(loaded)}
      options={options}
      submitLabel="Gem ændringer"
      pending={mutation.isPending}
      error={mutation.error}
      notice={
        conflict ? (
          <StaleVersionNotice
            message={conflict.message}
            reloaded={conflict.reloaded}
            reloading={reloading}
            changes={conflict.changes}
            onReload={() => void reload()}
            onDismiss={() => setConflict(null)}
          />
        ) : null
      }
      onSubmit={(input) =>
        mutation.mutate(
          { id: loaded.id, input, expectedVersion: loaded.version },
          {
            onError: (error) => {
              const message = staleVersionMessageOf(error);
              if (!message) return;
              const changes = typedSellerChanges(input, toInput(formValuesOf(loaded)), options);
              setConflict({ message, changes, reloaded: false });
              window.scrollTo({ top: 0 });
            },
          },
        )
      }
    />
  );
}
