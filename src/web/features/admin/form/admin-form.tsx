import type { ReactNode } from 'react';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import type { AdminFormHandle } from './use-admin-form';

/**
 * The <form> of an admin form (see `useAdminForm`): the stale-version notice and the form's own
 * messages at its top, the fields as children, and the unsaved-changes guard.
 */
export function AdminForm({
  handle,
  children,
  className = 'space-y-4',
  id,
  'aria-labelledby': labelledBy,
}: {
  handle: AdminFormHandle;
  children: ReactNode;
  className?: string;
  /** For a submit button outside the form (a dialog's footer): `<button form={id}>`. */
  id?: string;
  'aria-labelledby'?: string;
}) {
  const { form } = handle;
  return (
    <>
      <form
        ref={handle.formRef}
        id={id}
        noValidate
        aria-labelledby={labelledBy}
        className={className}
        onSubmit={(event) => {
          event.preventDefault();
          event.stopPropagation();
          void handle.submit();
        }}
      >
        <form.AppForm>
          {handle.staleNotice}
          <FormMessages handle={handle} />
          {children}
        </form.AppForm>
      </form>
      {handle.blockNavigation ? <UnsavedChangesGuard shouldBlock={handle.shouldBlockLeaving} /> : null}
    </>
  );
}

/** What went wrong that no single field shows, and the hint to fix the marked fields. */
function FormMessages({ handle }: { handle: AdminFormHandle }) {
  return (
    <div ref={handle.alertRef} tabIndex={-1} role="alert" className="outline-none empty:hidden">
      {handle.messages.length > 0 ? (
        <ul className="space-y-1 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {handle.messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
