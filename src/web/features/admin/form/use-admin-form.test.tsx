import {
  createBrowserHistory,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  type RouterHistory,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ApiError } from '../../../lib/api-client';
import { describedText } from '../../../test-support/render-admin-page';
import { AdminForm } from './admin-form';
import { parseWithSchema } from './form-issues';
import { useAdminForm } from './use-admin-form';

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Navn er påkrævet')),
  email: z.email('Ugyldig e-mail adresse'),
  links: z.array(z.object({ url: z.url('Ugyldig URL') })),
});
type Values = { name: string; email: string; links: { url: string }[] };
const filled: Values = {
  name: 'Bilhuset',
  email: 'salg@bilhus.dk',
  links: [{ url: 'https://bilhus.dk/a.pdf' }],
};

function TestForm({
  defaultValues = filled,
  submit,
  reload,
  blockNavigation = false,
  submitVerb,
  unsavedBesideValues,
}: {
  blockNavigation?: boolean;
  submitVerb?: 'upload';
  unsavedBesideValues?: () => boolean;
  defaultValues?: Values;
  submit: (
    data: z.output<typeof schema>,
    context: { version: number | undefined },
  ) => Promise<{ version: number }>;
  reload?: () => Promise<{ values: Values; version: number }>;
}) {
  const admin = useAdminForm({
    defaultValues,
    parse: (values: Values) => parseWithSchema(schema, values),
    kind: 'save',
    version: 4,
    submit,
    versionOf: (result) => result.version,
    typedChanges: (typed, loaded) =>
      typed.name === loaded.name ? [] : [{ label: 'Navn', value: typed.name }],
    ...(reload ? { reload } : {}),
    submitVerb,
    unsavedBesideValues,
    blockNavigation,
  });
  return (
    <AdminForm handle={admin}>
      <admin.form.AppField name="name">{(field) => <field.TextField label="Navn" />}</admin.form.AppField>
      <admin.form.AppField name="email">{(field) => <field.TextField label="E-mail" />}</admin.form.AppField>
      <admin.form.AppField name="links[0].url">
        {(field) => <field.TextField label="Link 1" />}
      </admin.form.AppField>
      <p>{admin.dirty ? 'Ikke gemt' : 'Alt gemt'}</p>
      <p>Version {admin.version}</p>
      <admin.form.SubmitButton>Gem</admin.form.SubmitButton>
    </AdminForm>
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const errorOf = (label: string) => describedText(field(label));

describe('useAdminForm', () => {
  it('checks with the schema on submit, focuses the first invalid field and re-checks on change after that', async () => {
    const submit = vi.fn(async () => ({ version: 5 }));
    const user = userEvent.setup();
    render(<TestForm defaultValues={{ name: '', email: 'nej', links: [{ url: '' }] }} submit={submit} />);
    await user.type(field('Navn'), ' ');
    expect(errorOf('Navn')).toBe(''); // nothing before the first submit
    await user.click(screen.getByRole('button', { name: 'Gem' }));

    expect(submit).not.toHaveBeenCalled();
    expect(errorOf('Navn')).toContain('Navn er påkrævet');
    expect(field('Navn').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('E-mail')).toContain('Ugyldig e-mail adresse');
    expect(errorOf('Link 1')).toContain('Ugyldig URL');
    expect(screen.getByRole('alert').textContent).toContain('Ret de markerede felter, før du gemmer.');
    await waitFor(() => expect(document.activeElement).toBe(field('Navn')));

    await user.type(field('Navn'), 'Bilhuset');
    expect(errorOf('Navn')).toBe('');
    expect(field('Navn').getAttribute('aria-invalid')).toBeNull();
    expect(errorOf('E-mail')).toContain('Ugyldig e-mail adresse');
  });

  it('names what sending does in the hint when the form is not saved (an upload)', async () => {
    const user = userEvent.setup();
    render(<TestForm submitVerb="upload" submit={vi.fn()} />);
    await user.clear(field('Navn'));
    await user.click(screen.getByRole('button', { name: 'Gem' }));
    expect(screen.getByRole('alert').textContent).toBe('Ret det markerede felt, før du uploader.');
    await user.clear(field('E-mail'));
    expect(screen.getByRole('alert').textContent).toBe('Ret de markerede felter, før du uploader.');
  });

  it("puts the server's field issues on their fields, the rest at the top, and focuses the first invalid field", async () => {
    const submit = vi.fn(async () => {
      throw new ApiError(400, 'VALIDATION', 'Ugyldige data', [
        { path: 'links.0.url', message: 'Linket svarer ikke' },
        { path: 'owner', message: 'Ejeren findes ikke længere' },
      ]);
    });
    const user = userEvent.setup();
    render(<TestForm submit={submit} />);
    await user.click(screen.getByRole('button', { name: 'Gem' }));

    await waitFor(() => expect(errorOf('Link 1')).toContain('Linket svarer ikke'));
    expect(field('Link 1').getAttribute('aria-invalid')).toBe('true');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Ejeren findes ikke længere');
    expect(alert.textContent).toContain('Ret det markerede felt, før du gemmer.');
    await waitFor(() => expect(document.activeElement).toBe(field('Link 1')));
    expect(errorOf('Navn')).toBe('');

    // Changing another field keeps the server's word on the link; changing the link clears it.
    await user.type(field('Navn'), ' A/S');
    expect(errorOf('Link 1')).toContain('Linket svarer ikke');
    await user.type(field('Link 1'), 'x');
    expect(errorOf('Link 1')).toBe('');
  });

  it("sends again unchanged after the server's field issue: the issue is the server's, not the browser's", async () => {
    const submit = vi
      .fn<(data: unknown, context: { version: number | undefined }) => Promise<{ version: number }>>()
      .mockRejectedValueOnce(
        new ApiError(409, 'CONFLICT', 'Findes allerede', [{ path: 'email', message: 'E-mailen er i brug' }]),
      )
      .mockResolvedValueOnce({ version: 5 });
    const user = userEvent.setup();
    render(<TestForm submit={submit} />);
    await user.click(screen.getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(errorOf('E-mail')).toContain('E-mailen er i brug'));

    await user.click(screen.getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
    await screen.findByText('Version 5');
    expect(errorOf('E-mail')).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it("keeps the browser's own check when sent again after a server issue", async () => {
    const submit = vi.fn(async () => {
      throw new ApiError(400, 'VALIDATION', 'Ugyldige data', [
        { path: 'email', message: 'E-mailen er i brug' },
      ]);
    });
    const user = userEvent.setup();
    render(<TestForm submit={submit} />);
    await user.click(screen.getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(errorOf('E-mail')).toContain('E-mailen er i brug'));

    await user.clear(field('Navn'));
    await user.click(screen.getByRole('button', { name: 'Gem' }));
    expect(errorOf('Navn')).toContain('Navn er påkrævet');
    expect(errorOf('E-mail')).toBe('');
    expect(submit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.activeElement).toBe(field('Navn')));
  });

  it('shows a failed save without field issues at the top of the form, not only as a toast', async () => {
    const submit = vi.fn(async () => {
      throw new ApiError(500, 'INTERNAL', 'boom');
    });
    const user = userEvent.setup();
    render(<TestForm submit={submit} />);
    await user.click(screen.getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Kunne ikke gemme ændringerne'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
  });

  it('sends the version it loaded; refused as stale it names who saved, reloads on Genindlæs and keeps the typed changes listed', async () => {
    const submit = vi
      .fn<(data: unknown, context: { version: number | undefined }) => Promise<{ version: number }>>()
      .mockRejectedValueOnce(
        new ApiError(409, 'STALE_VERSION', 'Kollega har ændret dette, efter du åbnede det. Intet er gemt.'),
      )
      .mockResolvedValueOnce({ version: 8 });
    const reload = vi.fn(async () => ({ values: { ...filled, email: 'ny@bilhus.dk' }, version: 7 }));
    const user = userEvent.setup();
    render(<TestForm submit={submit} reload={reload} />);
    await user.clear(field('Navn'));
    await user.type(field('Navn'), 'Bilhuset Nord');
    await user.click(screen.getByRole('button', { name: 'Gem' }));

    expect(submit).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'Bilhuset Nord' }),
      expect.objectContaining({ version: 4 }),
    );
    const notice = await screen.findByText(/Kollega har ændret dette/);
    const alert = notice.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('Dine ændringer')).toBeTruthy();
    expect(within(alert).getByText('Bilhuset Nord')).toBeTruthy();

    await user.click(within(alert).getByRole('button', { name: 'Genindlæs' }));
    await screen.findByText(/Formularen viser nu den gemte version/);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(field('E-mail').value).toBe('ny@bilhus.dk');
    expect(field('Navn').value).toBe('Bilhuset');
    expect(screen.getByText('Version 7')).toBeTruthy();
    expect(screen.getByText('Bilhuset Nord')).toBeTruthy(); // still listed under 'Dine ændringer'

    await user.click(screen.getByRole('button', { name: 'Gem' }));
    expect(submit).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ version: 7 }));
    await screen.findByText('Version 8');
    expect(screen.queryByText(/Formularen viser nu den gemte version/)).toBeNull();
  });

  it('tracks unsaved changes against the values last loaded or saved', async () => {
    const submit = vi.fn(async () => ({ version: 5 }));
    const user = userEvent.setup();
    render(<TestForm submit={submit} />);
    expect(screen.getByText('Alt gemt')).toBeTruthy();
    await user.type(field('Navn'), 'x');
    expect(screen.getByText('Ikke gemt')).toBeTruthy();
    await user.type(field('Navn'), '{Backspace}');
    expect(screen.getByText('Alt gemt')).toBeTruthy();
    await user.type(field('Navn'), ' Syd');
    await user.click(screen.getByRole('button', { name: 'Gem' }));
    await screen.findByText('Version 5');
    expect(screen.getByText('Alt gemt')).toBeTruthy();
    expect(field('Navn').value).toBe('Bilhuset Syd');
  });

  it('asks before leaving the page with unsaved changes, and leaves at once without them', async () => {
    const user = userEvent.setup();
    renderFormPage(<TestForm blockNavigation submit={async () => ({ version: 5 })} />, createMemoryHistory());

    await user.click(await screen.findByRole('link', { name: 'Til listen' }));
    await screen.findByText('Listen');
    await user.click(screen.getByRole('link', { name: 'Tilbage' }));

    await user.type(await screen.findByLabelText('Navn'), ' Nord');
    await user.click(screen.getByRole('link', { name: 'Til listen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forlad siden uden at gemme?' });
    expect(screen.queryByText('Listen')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Forlad uden at gemme' }));
    await screen.findByText('Listen');
  });

  it('asks before closing the tab too, also for what the values do not hold (e.g. staged images)', async () => {
    let staged = false;
    window.history.replaceState(null, '', '/');
    renderFormPage(
      <TestForm blockNavigation unsavedBesideValues={() => staged} submit={async () => ({ version: 5 })} />,
      createBrowserHistory(),
    );
    await screen.findByLabelText('Navn');
    const closeTab = () => window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

    expect(closeTab()).toBe(true);
    staged = true;
    expect(closeTab()).toBe(false);
    staged = false;
    await userEvent.setup().type(field('Navn'), ' Nord');
    expect(closeTab()).toBe(false);
  });
});

/** The form at '/' with a link to a second page ('Til listen', 'Tilbage'), on the given history. */
function renderFormPage(form: ReactNode, history: RouterHistory) {
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const formRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => (
      <>
        {form}
        <Link to="/om-os">Til listen</Link>
      </>
    ),
  });
  const awayRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/om-os',
    component: () => (
      <>
        <p>Listen</p>
        <Link to="/">Tilbage</Link>
      </>
    ),
  });
  const router = createRouter({ routeTree: rootRoute.addChildren([formRoute, awayRoute]), history });
  render(<RouterProvider router={router} />);
}
