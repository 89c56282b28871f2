/** The admin guard's pending view (spec §2). Kept tiny: the router bundles pending views with the app. */
export function VerifyingAccess() {
  return (
    <div role="status" className="grid min-h-[60vh] place-items-center">
      <div className="flex flex-col items-center gap-3 text-zinc-700">
        <span className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700 motion-reduce:animate-[spin_2s_linear_infinite]" />
        <p className="text-sm font-medium">Verificerer adgang...</p>
      </div>
    </div>
  );
}
