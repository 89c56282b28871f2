/** "Annuller" in the makes page's dialogs. */
export const dialogCloseClass =
  'inline-flex min-h-11 items-center rounded-xl px-4 text-sm font-semibold text-zinc-800 ring-1 ring-zinc-300 ring-inset hover:bg-zinc-50';
