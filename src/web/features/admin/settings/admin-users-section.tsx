import { useStore } from '@tanstack/react-form';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { createAdminUserSchema } from '../../../../domain/admin/admin-user-schema';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { AdminForm } from '../form/admin-form';
import { parseWithSchema } from '../form/form-issues';
import { useAdminForm } from '../form/use-admin-form';
import { ListView } from '../list-kit/list-view';
import { useListPage } from '../list-kit/use-list-page';
import { useAdminMutation } from '../shared/use-admin-mutation';
import { createUser, userQueries } from './settings-api';
import { useUserChange } from './use-user-change';
import { UserActionsContext, userColumns, userCsvColumns } from './user-columns';

/** Settings › Brugere: every account, its roles and two-factor status; create, promote, disable. */
export function AdminUsersSection({ currentUserId }: { currentUserId: string }) {
  const [creating, setCreating] = useState(false);
  const userChange = useUserChange();
  const page = useListPage({
    search: {},
    query: userQueries.list,
    read: (data) => ({ rows: data.users, total: data.users.length, pageSize: data.users.length }),
    listId: 'users',
    columns: userColumns,
    getRowId: (user) => user.id,
  });
  return (
    <section aria-labelledby="users-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="users-heading" className="text-lg font-semibold">
          Brugere
        </h2>
        {creating ? null : (
          <Button variant="secondary" onClick={() => setCreating(true)}>
            <UserPlus aria-hidden="true" className="size-4" />
            Opret bruger
          </Button>
        )}
      </div>
      {creating ? <CreateUserForm onDone={() => setCreating(false)} /> : null}
      <UserActionsContext value={{ currentUserId, busy: userChange.busy, change: userChange.change }}>
        <ListView
          page={page}
          caption="Brugere"
          messages={{
            loading: 'Henter brugere…',
            error: 'Der opstod en fejl ved hentning af data.',
            empty: 'Ingen brugere endnu.',
          }}
          csv={{ fileName: 'brugere', columns: userCsvColumns }}
          rowDetails={(user) => {
            const notice = userChange.staleNotice(user);
            return notice ? { id: `user-stale-${user.id}`, content: notice } : null;
          }}
        />
      </UserActionsContext>
    </section>
  );
}

type CreateUserValues = {
  email: string;
  name: string;
  admin: boolean;
  mode: 'link' | 'password';
  password: string;
};

/** The new account as the server's schema reads it; a chosen start password must be given. */
function parseCreateUser(values: CreateUserValues) {
  const parsed = parseWithSchema(createAdminUserSchema, {
    email: values.email,
    admin: values.admin,
    ...(values.name.trim() ? { name: values.name } : {}),
    ...(values.mode === 'password' ? { password: values.password } : {}),
  });
  if (values.mode !== 'password' || values.password) return parsed;
  return { issues: [...(parsed.issues ?? []), { path: 'password', message: 'Angiv en adgangskode' }] };
}

function CreateUserForm({ onDone }: { onDone: () => void }) {
  const mutation = useAdminMutation({
    kind: 'create',
    context: 'admin user create',
    mutationFn: createUser,
    successMessage: ({ user, resetLinkSent }) =>
      resetLinkSent
        ? `${user.email} er oprettet og har fået et link til at vælge adgangskode`
        : `${user.email} er oprettet`,
    invalidate: userQueries.written(),
    onSuccess: onDone,
  });
  const admin = useAdminForm({
    defaultValues: { email: '', name: '', admin: true, mode: 'link', password: '' } as CreateUserValues,
    parse: parseCreateUser,
    kind: 'create',
    submit: (input) => mutation.mutateAsync(input),
  });
  const { form } = admin;
  const mode = useStore(form.store, (state) => state.values.mode);
  return (
    <Card>
      <CardHeader>
        <h3 id="create-user-heading" className="font-semibold">
          Opret bruger
        </h3>
      </CardHeader>
      <CardBody>
        <AdminForm handle={admin} aria-labelledby="create-user-heading">
          <div className="grid gap-4 sm:grid-cols-2">
            <form.AppField name="email">
              {(field) => <field.TextField label="E-mail" type="email" autoComplete="off" />}
            </form.AppField>
            <form.AppField name="name">
              {(field) => <field.TextField label="Navn (valgfrit)" autoComplete="off" />}
            </form.AppField>
          </div>
          <form.AppField name="admin">
            {(field) => <field.CheckboxField label="Administrator (adgang til hele administrationen)" />}
          </form.AppField>
          <form.AppField name="mode">
            {(field) => (
              <fieldset className="space-y-2">
                <legend className="mb-1 text-sm font-medium text-zinc-800">Adgangskode</legend>
                {(
                  [
                    ['link', 'Send et link, så brugeren selv vælger adgangskode'],
                    ['password', 'Angiv en startadgangskode'],
                  ] as const
                ).map(([value, label]) => (
                  <label key={value} className="flex min-h-11 items-center gap-3 text-sm text-zinc-800">
                    <input
                      type="radio"
                      name={field.name}
                      checked={field.state.value === value}
                      onChange={() => field.handleChange(value)}
                      className="size-5 accent-brand-700"
                    />
                    {label}
                  </label>
                ))}
              </fieldset>
            )}
          </form.AppField>
          {mode === 'password' ? (
            <form.AppField name="password">
              {(field) => (
                <field.TextField
                  label="Startadgangskode"
                  hint="10–128 tegn."
                  type="password"
                  autoComplete="new-password"
                  className="sm:max-w-sm"
                />
              )}
            </form.AppField>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <form.SubmitButton pendingLabel="Opretter...">Opret bruger</form.SubmitButton>
            <Button variant="secondary" onClick={onDone}>
              Annuller
            </Button>
          </div>
        </AdminForm>
      </CardBody>
    </Card>
  );
}
