import { useQuery, useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type AdminUserRow, createAdminUserSchema } from '../../../../domain/admin/admin-user-schema';
import { formatDate } from '../../../../domain/format/format-danish';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Field, Input } from '../../../components/ui/input';
import { AdminTable, AdminTableMessage, AdminTd, AdminTh } from '../shared/admin-table';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { StaleVersionNotice, type TypedChange } from '../shared/stale-version-notice';
import { staleVersionMessageOf, useAdminMutation } from '../shared/use-admin-mutation';
import { type FieldErrors, serverFieldErrors, validateWith } from './form-issues';
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

type StaleUserNotice = { message: string; changes: TypedChange[]; reloaded: boolean; reloading: boolean };

function UserRow({ user, isSelf }: { user: AdminUserRow; isSelf: boolean }) {
  const [confirmDisable, setConfirmDisable] = useState(false);
  const [stale, setStale] = useState<StaleUserNotice | null>(null);
  const queryClient = useQueryClient();
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
    onSuccess: () => setStale(null),
  });
  const change = (input: UserChange, options?: { onSettled?: () => void }) =>
    mutation.mutate(input, {
      onError: (error) => {
        const message = staleVersionMessageOf(error);
        if (message !== null) {
          setStale({ message, changes: typedUserChanges(input), reloaded: false, reloading: false });
        }
      },
      ...options,
    });
  const reload = async () => {
    if (!stale) return;
    setStale({ ...stale, reloading: true });
    await queryClient.invalidateQueries({ queryKey: userQueries.all() });
    setStale({ ...stale, reloading: false, reloaded: true });
  };
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
      {stale ? (
        <tr>
          <td colSpan={6} className="px-3 pb-3">
            <StaleVersionNotice
              message={stale.message}
              reloaded={stale.reloaded}
              reloading={stale.reloading}
              changes={stale.changes}
              onReload={reload}
              onDismiss={() => setStale(null)}
            />
          </td>
        </tr>
      ) : null}
    </>
  );
}

function CreateUserForm({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [admin, setAdmin] = useState(true);
  const [mode, setMode] = useState<'link' | 'password'>('link');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
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
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateWith(createAdminUserSchema, {
      email,
      admin,
      ...(name.trim() ? { name } : {}),
      ...(mode === 'password' ? { password } : {}),
    });
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    if (mode === 'password' && !password) {
      setErrors({ password: 'Angiv en adgangskode' });
      return;
    }
    setErrors({});
    mutation.mutate(checked.data, { onError: (error) => setErrors(serverFieldErrors(error)) });
  };
  return (
    <Card>
      <CardHeader>
        <h3 id="create-user-heading" className="font-semibold">
          Opret bruger
        </h3>
      </CardHeader>
      <CardBody>
        <form onSubmit={onSubmit} noValidate aria-labelledby="create-user-heading" className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="E-mail" error={errors.email}>
              {(props) => (
                <Input
                  {...props}
                  type="email"
                  autoComplete="off"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              )}
            </Field>
            <Field label="Navn (valgfrit)" error={errors.name}>
              {(props) => (
                <Input {...props} autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
              )}
            </Field>
          </div>
          <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-zinc-800">
            <input
              type="checkbox"
              checked={admin}
              onChange={(e) => setAdmin(e.target.checked)}
              className="size-5 accent-brand-700"
            />
            Administrator (adgang til hele administrationen)
          </label>
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-zinc-800">Adgangskode</legend>
            <label className="flex min-h-11 items-center gap-3 text-sm text-zinc-800">
              <input
                type="radio"
                name="password-mode"
                checked={mode === 'link'}
                onChange={() => setMode('link')}
                className="size-5 accent-brand-700"
              />
              Send et link, så brugeren selv vælger adgangskode
            </label>
            <label className="flex min-h-11 items-center gap-3 text-sm text-zinc-800">
              <input
                type="radio"
                name="password-mode"
                checked={mode === 'password'}
                onChange={() => setMode('password')}
                className="size-5 accent-brand-700"
              />
              Angiv en startadgangskode
            </label>
          </fieldset>
          {mode === 'password' ? (
            <Field
              label="Startadgangskode"
              hint="10–128 tegn."
              error={errors.password}
              className="sm:max-w-sm"
            >
              {(props) => (
                <Input
                  {...props}
                  type="password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              )}
            </Field>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Opretter...' : 'Opret bruger'}
            </Button>
            <Button variant="secondary" onClick={onDone}>
              Annuller
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
