import { toast } from 'sonner';

/**
 * The spec's toast types (§4: default, success, info, warning, error, loading). Import `notify` in
 * features; `notify.promise` shows loading → success/error for one async task. The root layout
 * renders the toaster (app-toaster.tsx).
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
