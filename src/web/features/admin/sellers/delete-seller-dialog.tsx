import { useEffect } from 'react';
import type { SellerListItem } from '../../../../domain/admin/seller-api-types';
import { countNoun } from '../../../../domain/format/count-noun';
import { NOUN } from '../../../../domain/format/nouns';
import { ApiError } from '../../../lib/api-client';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { useAdminMutation } from '../shared/use-admin-mutation';
import { deleteSeller, sellerQueries } from './seller-api';

/**
 * "Slet sælger?" for one seller. The server decides: a seller with listings is refused, and its
 * reason stays in the dialog (besides the toast) until the dialog is closed.
 */
export function DeleteSellerDialog({
  seller,
  onClose,
}: {
  seller: SellerListItem | null;
  onClose: () => void;
}) {
  const mutation = useAdminMutation({
    kind: 'delete',
    context: 'seller delete',
    mutationFn: deleteSeller,
    successMessage: 'Sælgeren er slettet',
    invalidate: [sellerQueries.all],
    onSuccess: () => onClose(),
  });
  const { reset } = mutation;
  useEffect(() => {
    if (seller) reset();
  }, [seller, reset]);

  const refusal =
    mutation.error instanceof ApiError && mutation.error.code === 'SELLER_HAS_LISTINGS'
      ? mutation.error.message
      : null;
  return (
    <ConfirmDialog
      open={seller !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Slet sælger"
      description={
        <>
          „{seller?.name}“ slettes permanent. Det kan ikke fortrydes.
          {seller && seller.listing_count > 0 ? (
            <>
              {' '}
              Sælgeren har {countNoun(seller.listing_count, NOUN.listing)}, som skal flyttes eller slettes
              først.
            </>
          ) : null}
          {refusal ? (
            <span role="alert" className="mt-3 block rounded-xl bg-red-50 px-3 py-2 font-medium text-red-800">
              {refusal}
            </span>
          ) : null}
        </>
      }
      confirmLabel={mutation.isPending ? 'Sletter…' : 'Slet sælger'}
      busy={mutation.isPending}
      onConfirm={() => seller && mutation.mutate(seller.id)}
    />
  );
}
