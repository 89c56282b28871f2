import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { MAX_PRICE_LISTS } from '../../../../domain/admin/seller-schema';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { nextPriceListKey, type SellerFormApi } from './seller-form-values';

/** "Prislister": the links to the seller's price lists that the import reads, added and removed in place. */
export function SellerPriceListsCard({ form }: { form: SellerFormApi }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold">Prislister</h2>
        <p className="text-sm text-zinc-600">
          Links til sælgerens prislister (PDF eller side), som importen læser.
        </p>
      </CardHeader>
      <CardBody className="space-y-4">
        <form.AppField name="price_lists" mode="array">
          {(list) => (
            <>
              {list.state.value.length === 0 ? (
                <p className="rounded-xl bg-zinc-50 px-4 py-3 text-sm text-zinc-600">
                  Ingen prislister endnu.
                </p>
              ) : (
                <ol className="space-y-4">
                  {list.state.value.map((row, index) => (
                    <PriceListRowFields
                      key={row.key}
                      index={index}
                      form={form}
                      onRemove={() => list.removeValue(index)}
                    />
                  ))}
                </ol>
              )}
              <list.ListError />
              <Button
                variant="secondary"
                size="sm"
                disabled={list.state.value.length >= MAX_PRICE_LISTS}
                onClick={() => list.pushValue({ key: nextPriceListKey(), name: '', url: '' })}
              >
                <Plus aria-hidden="true" className="size-4" />
                Tilføj prisliste
              </Button>
            </>
          )}
        </form.AppField>
      </CardBody>
    </Card>
  );
}

function PriceListRowFields({
  index,
  form,
  onRemove,
}: {
  index: number;
  form: SellerFormApi;
  onRemove: () => void;
}) {
  const groupId = useId();
  return (
    <li aria-labelledby={groupId} className="rounded-xl p-3 ring-1 ring-zinc-200">
      <div className="mb-2 flex items-center justify-between">
        <p id={groupId} className="text-sm font-semibold text-zinc-800">
          Prisliste {index + 1}
        </p>
        <button
          type="button"
          onClick={onRemove}
          className="inline-grid size-11 place-items-center rounded-xl text-zinc-600 hover:bg-red-50 hover:text-red-700 sm:size-9"
          aria-label={`Fjern prisliste ${index + 1}`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <form.AppField name={`price_lists[${index}].name`}>
          {(field) => (
            <field.TextField
              label={`Navn på prisliste ${index + 1}`}
              placeholder="f.eks. Toyota privatleasing"
            />
          )}
        </form.AppField>
        <form.AppField name={`price_lists[${index}].url`}>
          {(field) => (
            <field.TextField
              label={`Link til prisliste ${index + 1}`}
              type="url"
              placeholder="https://forhandler.dk/prisliste.pdf"
            />
          )}
        </form.AppField>
      </div>
    </li>
  );
}
