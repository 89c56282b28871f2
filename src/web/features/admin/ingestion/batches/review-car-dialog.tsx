import type { ReactNode } from 'react';
import { Dialog, DialogClose, DialogContent } from '../../../../components/ui/dialog';
import { AdminForm } from '../../form/admin-form';
import type { AdminFormApi, AdminFormHandle } from '../../form/use-admin-form';
import type { CarFormValues } from './edit-car-form';

/** "Ret bil", "Del bil" and "Tilføj bil": the car's form in a dialog that is open until `onClose`. */
export function ReviewCarDialog({
  title,
  description,
  admin,
  onClose,
  children,
}: {
  title: string;
  description: string;
  admin: AdminFormHandle;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        title={title}
        description={description}
        className="w-[min(44rem,calc(100vw-2rem))] max-h-[90dvh] max-w-none rounded-2xl"
      >
        <AdminForm handle={admin} className="space-y-5">
          {children}
        </AdminForm>
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's footer: Annuller, and the form's submit button. */
export function CarDialogButtons({ form, submit }: { form: AdminFormApi<CarFormValues>; submit: string }) {
  return (
    <div className="flex justify-end gap-2 border-t border-zinc-100 pt-4">
      <DialogClose className="inline-flex min-h-11 items-center rounded-xl px-4 text-sm font-semibold text-zinc-800 ring-1 ring-zinc-300 ring-inset hover:bg-zinc-50">
        Annuller
      </DialogClose>
      <form.SubmitButton>{submit}</form.SubmitButton>
    </div>
  );
}
