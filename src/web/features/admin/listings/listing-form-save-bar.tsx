import { Button } from '../../../components/ui/button';
import type { ListingFormHandle } from './use-listing-form';

/** The bar that stays at the bottom of the form: whether changes are saved, "Nulstil" and save. */
export function ListingFormSaveBar({
  admin,
  isEdit,
  submitting,
}: {
  admin: ListingFormHandle;
  isEdit: boolean;
  submitting: boolean;
}) {
  const { form } = admin;
  return (
    <div className="sticky bottom-3 z-20 rounded-2xl bg-white/95 shadow-lg ring-1 ring-zinc-200 backdrop-blur">
      <div className="flex items-center justify-end gap-2 px-3 py-2.5 sm:gap-3 sm:px-4 sm:py-3">
        <p className="mr-auto min-w-0 text-xs text-zinc-600 sm:text-sm" aria-live="polite">
          {submitting
            ? 'Gemmer…'
            : admin.dirty
              ? 'Ikke gemte ændringer'
              : isEdit
                ? 'Alle ændringer er gemt'
                : ''}
        </p>
        <Button
          variant="secondary"
          disabled={!admin.dirty || submitting}
          className="whitespace-nowrap"
          onClick={() => form.reset(admin.baseline)}
        >
          Nulstil
        </Button>
        <form.SubmitButton>{isEdit ? 'Gem ændringer' : 'Opret annonce'}</form.SubmitButton>
      </div>
    </div>
  );
}
