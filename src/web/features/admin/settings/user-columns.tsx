import { createContext, useContext, useState } from 'react';
import { accountStatusLabel, userRoleLabel } from '../../../../domain/admin/admin-user-labels';
import type { AdminUserRow } from '../../../../domain/admin/admin-user-schema';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { actionsColumn, dateColumn, primaryColumn } from '../list-kit/common-columns';
import type { CsvColumn } from '../list-kit/csv';
import { listColumnHelper } from '../list-kit/list-features';
import { ConfirmDialog } from '../shared/confirm-dialog';
import type { UserChange } from './use-user-change';

/** What a row's actions need from the section: who is signed in, and the one change at a time. */
export type UserActions = {
  currentUserId: string;
  busy: boolean;
  change: (change: UserChange, options?: { onSettled?: () => void }) => void;
};
export const UserActionsContext = createContext<UserActions>({
  currentUserId: '',
  busy: true,
  change: () => {},
});

const roleLabel = (user: AdminUserRow) => userRoleLabel(user.admin);
const statusLabel = (user: AdminUserRow) => accountStatusLabel(user.disabled);
const twoFactorLabel = (user: AdminUserRow) => (user.twoFactorEnabled ? 'Slået til' : 'Fra');

const RoleBadge = ({ user }: { user: AdminUserRow }) => (
  <Badge tone={user.admin ? 'brand' : 'neutral'}>{roleLabel(user)}</Badge>
);
const StatusBadge = ({ user }: { user: AdminUserRow }) => (
  <Badge tone={user.disabled ? 'danger' : 'success'}>{statusLabel(user)}</Badge>
);

const column = listColumnHelper<AdminUserRow>();

/** Columns of Indstillinger › Brugere; below each secondary column's breakpoint its fact shows under the e-mail. */
export const userColumns = column.columns([
  primaryColumn<AdminUserRow>({ id: 'email', header: 'E-mail', cell: (user) => <EmailCell user={user} /> }),
  column.accessor('admin', {
    header: 'Rolle',
    meta: { showFrom: 'sm' },
    cell: ({ row }) => <RoleBadge user={row.original} />,
  }),
  column.accessor('twoFactorEnabled', {
    header: 'To-faktor',
    meta: { showFrom: 'md' },
    cell: ({ row }) => (
      <Badge tone={row.original.twoFactorEnabled ? 'success' : 'neutral'}>
        {twoFactorLabel(row.original)}
      </Badge>
    ),
  }),
  column.accessor('disabled', {
    header: 'Status',
    meta: { showFrom: 'sm' },
    cell: ({ row }) => <StatusBadge user={row.original} />,
  }),
  dateColumn<AdminUserRow>({
    id: 'createdAt',
    header: 'Oprettet',
    value: (user) => user.createdAt,
    showFrom: 'lg',
  }),
  actionsColumn<AdminUserRow>((user) => <UserRowActions user={user} />),
]);

export const userCsvColumns: readonly CsvColumn<AdminUserRow>[] = [
  { header: 'E-mail', value: (user) => user.email },
  { header: 'Navn', value: (user) => user.name },
  { header: 'Rolle', value: roleLabel },
  { header: 'To-faktor', value: twoFactorLabel },
  { header: 'Status', value: statusLabel },
  { header: 'Oprettet', value: (user) => user.createdAt.slice(0, 10) },
  { header: 'Id', value: (user) => user.id },
];

function EmailCell({ user }: { user: AdminUserRow }) {
  const { currentUserId } = useContext(UserActionsContext);
  return (
    <div className="max-w-44 min-w-0 break-words sm:max-w-none">
      <span className="font-medium text-zinc-900">{user.email}</span>
      {user.id === currentUserId ? <span className="ml-2 text-xs text-zinc-600">(dig)</span> : null}
      {user.name && user.name !== user.email.split('@')[0] ? (
        <span className="block text-xs text-zinc-600">{user.name}</span>
      ) : null}
      <span className="mt-1 flex flex-wrap gap-1 md:hidden">
        <span className="sm:hidden">
          <RoleBadge user={user} />
        </span>
        <span className="sm:hidden">
          <StatusBadge user={user} />
        </span>
        <span className="text-xs text-zinc-600">To-faktor: {twoFactorLabel(user).toLowerCase()}</span>
      </span>
    </div>
  );
}

function UserRowActions({ user }: { user: AdminUserRow }) {
  const { currentUserId, busy, change } = useContext(UserActionsContext);
  const [confirmDisable, setConfirmDisable] = useState(false);
  if (user.id === currentUserId) return <span className="text-xs text-zinc-600">Din egen konto</span>;
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button
        size="sm"
        variant="secondary"
        disabled={busy}
        onClick={() => change({ user, input: { admin: !user.admin } })}
        aria-label={`${user.admin ? 'Fjern administratorrolle fra' : 'Gør til administrator:'} ${user.email}`}
      >
        {user.admin ? 'Fjern admin' : 'Gør til admin'}
      </Button>
      {user.disabled ? (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => change({ user, input: { disabled: false } })}
          aria-label={`Aktiver ${user.email}`}
        >
          Aktiver
        </Button>
      ) : (
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() => setConfirmDisable(true)}
          aria-label={`Deaktiver ${user.email}`}
        >
          Deaktiver
        </Button>
      )}
      <ConfirmDialog
        open={confirmDisable}
        onOpenChange={setConfirmDisable}
        title="Deaktiver bruger?"
        description={`${user.email} bliver logget ud og kan ikke logge ind, før kontoen aktiveres igen.`}
        confirmLabel="Deaktiver"
        busy={busy}
        onConfirm={() =>
          change({ user, input: { disabled: true } }, { onSettled: () => setConfirmDisable(false) })
        }
      />
    </div>
  );
}
