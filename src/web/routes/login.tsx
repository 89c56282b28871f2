import { createFileRoute } from '@tanstack/react-router';
import { optionalOneOf, searchSchema } from '../../domain/listings/search-schema';
import { LoginPage } from '../features/auth/login/login-page';
import { pageHead } from '../lib/page-meta';

const optionalString = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** redirectTo (spec §2); step, token and error belong to the password-reset link (ADR 014). */
const loginSearch = searchSchema({
  redirectTo: optionalString,
  step: optionalOneOf(['glemt', 'nulstil'] as const),
  token: optionalString,
  error: optionalString,
});

export const Route = createFileRoute('/login')({
  validateSearch: loginSearch,
  head: () =>
    pageHead({
      title: 'Log ind som administrator',
      description: 'Log ind for at få adgang til administratorpanelet.',
    }),
  component: LoginRoute,
});

function LoginRoute() {
  return <LoginPage search={Route.useSearch()} />;
}
