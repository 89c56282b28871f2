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
