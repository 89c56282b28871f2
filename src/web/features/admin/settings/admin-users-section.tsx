import { useStore } from '@tanstack/react-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { type AdminUserRow, createAdminUserSchema } from '../../../../domain/admin/admin-user-schema';
import { formatDate } from '../../../../domain/format/format-danish';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { AdminForm } from '../form/admin-form';
import { parseWithSchema } from '../form/form-issues';
import { useAdminForm } from '../form/use-admin-form';
import { useStaleVersionNotice } from '../form/use-stale-version-notice';
import { AdminTable, AdminTableMessage, AdminTd, AdminTh } from '../shared/admin-table';
import { ConfirmDialog } from '../shared/confirm-dialog';
import type { TypedChange } from '../shared/stale-version-notice';
import { useAdminMutation } from '../shared/use-admin-mutation';
import { createUser, updateUser, userQueries } from './settings-api';

const invalidate = [userQueries.all(), ['admin', 'audit-log'], ['admin', 'dashboard']];

/** Settings › Brugere: every account, its roles and two-factor status; create, promote, disable. */
export function AdminUsersSection({ currentUserId }: { currentUserId: string }) {
  const query = useQuery(userQueries.list());
  const [creating, setCreating] = useState(false);
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
      <AdminTable caption="Brugere">
        <thead>
          <tr>
            <AdminTh>E-mail</AdminTh>
            <AdminTh>Rolle</AdminTh>
            <AdminTh>To-faktor</AdminTh>
            <AdminTh>Status</AdminTh>
            <AdminTh>Oprettet</AdminTh>
            <AdminTh className="text-right">Handlinger</AdminTh>
          </tr>
        </thead>
        <tbody>
          {query.data ? (
            query.data.users.map((user) => (
              <UserRow key={user.id} user={user} isSelf={user.id === currentUserId} />
            ))
          ) : (
            <AdminTableMessage colSpan={6}>
              {query.isError ? 'Der opstod en fejl ved hentning af data' : 'Henter brugere…'}
            </AdminTableMessage>
          )}
        </tbody>
      </AdminTable>
    </section>
  );
}

type UserChange = { admin?: boolean; disabled?: boolean };

/** What the admin asked for, as the notice lists it beside a refused change. */
const typedUserChanges = (input: UserChange): TypedChange[] => [
  ...(input.admin === undefined ? [] : [{ label: 'Rolle', value: input.admin ? 'Administrator' : 'Bruger' }]),
  ...(input.disabled === undefined
    ? []
    : [{ label: 'Status', value: input.disabled ? 'Deaktiveret' : 'Aktiv' }]),
];

function UserRow({ user, isSelf }: { user: AdminUserRow; isSelf: boolean }) {
  const [confirmDisable, setConfirmDisable] = useState(false);
  const queryClient = useQueryClient();
  const stale = useStaleVersionNotice(() => queryClient.invalidateQueries({ queryKey: userQueries.all() }));
  const mutation = useAdminMutation({
    kind: 'update',
    context: 'admin user update',
    // Sent from the version the list showed: a change made since by another admin is refused (ADR 037).
    mutationFn: (input: UserChange) => updateUser(user.id, { ...input, expectedVersion: user.version }),
    successMessage: ({ user: updated }) =>
      updated.disabled !== user.disabled
        ? `${updated.email} er ${updated.disabled ? 'deaktiveret' : 'aktiveret igen'}`
        : `${updated.email} er ${updated.admin ? 'nu administrator' : 'ikke længere administrator'}`,
    invalidate,
    onSuccess: stale.clear,
  });
  const change = (input: UserChange, options?: { onSettled?: () => void }) =>
    mutation.mutate(input, {
      onError: (error) => void stale.showIf(error, () => typedUserChanges(input)),
      ...options,
    });
  return (
    <>
      <tr>
        <AdminTd>
          <span className="font-medium text-zinc-900">{user.email}</span>
          {isSelf ? <span className="ml-2 text-xs text-zinc-600">(dig)</span> : null}
          {user.name && user.name !== user.email.split('@')[0] ? (
            <span className="block text-xs text-zinc-600">{user.name}</span>
          ) : null}
        </AdminTd>
        <AdminTd>{user.admin ? <Badge tone="brand">Administrator</Badge> : <Badge>Bruger</Badge>}</AdminTd>
        <AdminTd>
          {user.twoFactorEnabled ? <Badge tone="success">Slået til</Badge> : <Badge>Fra</Badge>}
        </AdminTd>
        <AdminTd>
          {user.disabled ? <Badge tone="danger">Deaktiveret</Badge> : <Badge tone="success">Aktiv</Badge>}
        </AdminTd>
        <AdminTd className="whitespace-nowrap">{formatDate(user.createdAt)}</AdminTd>
        <AdminTd className="text-right">
          {isSelf ? (
            <span className="text-xs text-zinc-600">Din egen konto</span>
          ) : (
            <div className="flex flex-wrap justify-end gap-2">
              <Button
                size="sm"
                variant="secondary"
                disabled={mutation.isPending}
                onClick={() => change({ admin: !user.admin })}
                aria-label={`${user.admin ? 'Fjern administratorrolle fra' : 'Gør til administrator:'} ${user.email}`}
              >
                {user.admin ? 'Fjern admin' : 'Gør til admin'}
              </Button>
              {user.disabled ? (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={mutation.isPending}
                  onClick={() => change({ disabled: false })}
                  aria-label={`Aktiver ${user.email}`}
                >
                  Aktiver
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={mutation.isPending}
                  onClick={() => setConfirmDisable(true)}
                  aria-label={`Deaktiver ${user.email}`}
                >
                  Deaktiver
                </Button>
              )}
            </div>
          )}
          <ConfirmDialog
            open={confirmDisable}
            onOpenChange={setConfirmDisable}
            title="Deaktiver bruger?"
            description={`${user.email} bliver logget ud og kan ikke logge ind, før kontoen aktiveres igen.`}
            confirmLabel="Deaktiver"
            busy={mutation.isPending}
            onConfirm={() => change({ disabled: true }, { onSettled: () => setConfirmDisable(false) })}
          />
        </AdminTd>
      </tr>
      {stale.notice ? (
        <tr>
          <td colSpan={6} className="px-3 pb-3">
            {stale.notice}
          </td>
        </tr>
      ) : null}
    </>
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
    invalidate,
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
