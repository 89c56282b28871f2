import type { ReactNode } from 'react';

/** The card the confirm, unsubscribe and manage pages sit in. */
export function AlertPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-zinc-200/80 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** A failed action's words (the server's Danish message, or the network's). */
export function AlertProblem({ message }: { message: string }) {
  return (
    <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}
