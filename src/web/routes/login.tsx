import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { LoginPage } from '../features/static-pages/login/login-page';
import { pageHead } from '../lib/page-meta';

// Kept for the coming sign-in (spec §2): where to go after a successful login.
const loginSearch = z.object({ redirectTo: z.catch(z.optional(z.string()), undefined) });

export const Route = createFileRoute('/login')({
  validateSearch: loginSearch,
  head: () =>
    pageHead({
      title: 'Administrator Login',
      description: 'Log ind for at få adgang til administratorpanelet.',
    }),
  component: LoginPage,
});
