import { ShieldX } from 'lucide-react';
import { FullPageErrorLayout } from '../../../components/errors/error-layout';
import { buttonClass } from '../../../components/ui/button';

/** Spec §2: what a signed-in account without the admin role sees where the admin area refuses it. */
export function AccessDeniedScreen() {
  return (
    <FullPageErrorLayout
      icon={ShieldX}
      title="Adgang nægtet"
      actions={
        <>
          <a href="/login" className={buttonClass()}>
            Log ind som administrator
          </a>
          <a href="/" className={buttonClass('secondary')}>
            Gå til forsiden
          </a>
        </>
      }
    >
      <p>Du har ikke tilladelse til at få adgang til dette område</p>
    </FullPageErrorLayout>
  );
}

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
