import { useBlocker } from '@tanstack/react-router';
import { ConfirmDialog } from '../shared/confirm-dialog';

/** Asks before the router leaves the page (or the tab closes) while `shouldBlock()` says changes are unsaved. */
export function UnsavedChangesGuard({ shouldBlock }: { shouldBlock: () => boolean }) {
  const blocker = useBlocker({
    shouldBlockFn: shouldBlock,
    enableBeforeUnload: shouldBlock,
    withResolver: true,
  });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title="Forlad siden uden at gemme?"
      description="Du har ændringer, der ikke er gemt. Forlader du siden, går de tabt."
      confirmLabel="Forlad uden at gemme"
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
