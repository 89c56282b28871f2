import { CircleAlert } from 'lucide-react';

/** The error box of /login: a heading (spec: 'Login fejlede' / 'Der opstod en uventet fejl') and the reason. */
export function LoginAlert({ id, title, message }: { id: string; title: string; message: string }) {
  return (
    <div
      id={id}
      role="alert"
      className="flex gap-2.5 rounded-xl bg-red-50 p-3.5 text-sm text-red-950 ring-1 ring-red-200"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="mt-0.5">{message}</p>
      </div>
    </div>
  );
}

export function LoginNotice({ id, children }: { id?: string; children: React.ReactNode }) {
  return (
    <p
      id={id}
      role="status"
      className="rounded-xl bg-brand-50 p-3.5 text-sm text-brand-950 ring-1 ring-brand-200"
    >
      {children}
    </p>
  );
}
