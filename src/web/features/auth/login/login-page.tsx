import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { LockKeyhole } from 'lucide-react';
import { useEffect, useState } from 'react';
import { safeRedirectPath } from '../../../../domain/auth/login-messages';
import { Spinner } from '../../../components/ui/spinner';
import { isAdminSession, sessionQueryOptions, signOutEverywhere } from '../session-query';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';
import { TwoFactorForm } from './two-factor-form';

export type LoginSearch = {
  redirectTo?: string | undefined;
  step?: 'glemt' | 'nulstil' | undefined;
  token?: string | undefined;
  error?: string | undefined;
};

/** /login (spec §2): session check, then sign-in (with a two-factor step), or the password-reset views. */
export function LoginPage({ search }: { search: LoginSearch }) {
  const router = useRouter();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useQuery(sessionQueryOptions);
  const [step, setStep] = useState<'password' | 'two-factor'>('password');
  const target = safeRedirectPath(search.redirectTo);
  const isAdmin = isAdminSession(session.data);

  const goToAdmin = () => void router.navigate({ href: target, replace: true });

  useEffect(() => {
    if (isAdmin && step === 'password' && !search.step) void router.navigate({ href: target, replace: true });
  }, [isAdmin, step, search.step, router, target]);

  // A signed-in account without the admin role is signed out before it can try again (spec §4).
  const hasNonAdminSession = session.data != null && !isAdmin;
  useEffect(() => {
    if (hasNonAdminSession) void signOutEverywhere(queryClient);
  }, [hasNonAdminSession, queryClient]);

  const checking = session.isPending || (isAdmin && !search.step);

  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-10 sm:py-16">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-zinc-200/80 sm:p-8">
        <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <LockKeyhole aria-hidden="true" className="size-5" />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight">Log ind som administrator</h1>
        <p className="mt-1 text-zinc-600">Log ind for at få adgang til administratorpanelet</p>

        {checking ? (
          <Spinner label="Kontrollerer session…" className="mt-8 mb-4" />
        ) : search.step === 'glemt' ? (
          <ForgotPasswordForm />
        ) : search.step === 'nulstil' ? (
          <ResetPasswordForm token={search.error ? undefined : search.token} />
        ) : step === 'two-factor' ? (
          <TwoFactorForm
            onSignedIn={goToAdmin}
            onCancel={() => {
              setStep('password');
              void navigate({ to: '/login', search: { redirectTo: search.redirectTo }, replace: true });
            }}
          />
        ) : (
          <SignInForm onSignedIn={goToAdmin} onTwoFactorRequired={() => setStep('two-factor')} />
        )}
      </div>
      <p className="mt-6 text-center text-sm text-zinc-600">
        Kun administratorer har adgang til dette område
      </p>
    </div>
  );
}
