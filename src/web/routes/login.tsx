import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { LoginPage } from '../features/auth/login/login-page';
import { pageHead } from '../lib/page-meta';

const optionalText = z.catch(z.optional(z.string()), undefined);

/** redirectTo (spec §2); step, token and error belong to the password-reset link (ADR 014). */
const loginSearch = z.object({
  redirectTo: optionalText,
  step: z.catch(z.optional(z.enum(['glemt', 'nulstil'])), undefined),
  token: optionalText,
  error: optionalText,
});

export const Route = createFileRoute('/login')({
  validateSearch: loginSearch,
  head: () =>
    pageHead({
      title: 'Administrator Login',
      description: 'Log ind for at få adgang til administratorpanelet.',
    }),
  component: LoginRoute,
});

function LoginRoute() {
  return <LoginPage search={Route.useSearch()} />;
}
