import { Toaster as SonnerToaster, toast } from 'sonner';

/** Spec §9: 4 s, at most 3 visible, 356 px wide (Sonner's fixed width), 14 px apart. */
export const TOAST_OPTIONS = { duration: 4_000, visibleToasts: 3, gap: 14, width: 356 } as const;

export function AppToaster() {
  return (
    <SonnerToaster
      position="bottom-right"
      duration={TOAST_OPTIONS.duration}
      visibleToasts={TOAST_OPTIONS.visibleToasts}
      gap={TOAST_OPTIONS.gap}
      closeButton
      containerAriaLabel="Notifikationer"
      toastOptions={{ classNames: { toast: 'font-sans', title: 'font-semibold' } }}
    />
  );
}

/**
 * The spec's toast types (§4: default, success, info, warning, error, loading). Import `notify` in
 * features; `notify.promise` shows loading → success/error for one async task.
 */
export const notify = {
  message: toast,
  success: toast.success,
  info: toast.info,
  warning: toast.warning,
  error: toast.error,
  loading: toast.loading,
  promise: toast.promise,
  dismiss: toast.dismiss,
};
