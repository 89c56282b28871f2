import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { accountStatusLabel, userRoleLabel } from '../../../../domain/admin/admin-user-labels';
import type { AdminUserRow, UpdateAdminUserInput } from '../../../../domain/admin/admin-user-schema';
import { useStaleVersionNotice } from '../form/use-stale-version-notice';
import type { TypedChange } from '../shared/stale-version-notice';
import { useAdminMutation } from '../shared/use-admin-mutation';
import { updateUser, userQueries } from './settings-api';

export type UserChange = { user: AdminUserRow; input: UpdateAdminUserInput };

/** What the admin asked for, as the notice lists it beside a refused change. */
const typedUserChanges = (input: UpdateAdminUserInput): TypedChange[] => [
  ...(input.admin === undefined ? [] : [{ label: 'Rolle', value: userRoleLabel(input.admin) }]),
  ...(input.disabled === undefined ? [] : [{ label: 'Status', value: accountStatusLabel(input.disabled) }]),
];

const successMessage = ({ user, input }: { user: AdminUserRow; input: UpdateAdminUserInput }) =>
  input.disabled !== undefined
    ? `${user.email} er ${user.disabled ? 'deaktiveret' : 'aktiveret igen'}`
    : `${user.email} er ${user.admin ? 'nu administrator' : 'ikke længere administrator'}`;

/**
 * A row action of the users list (role, disable, enable), one at a time: sent from the version the list
 * showed, so a change made since by another admin is refused (ADR 037) and its notice opens under the
 * user's row (`staleNotice(user)`).
 */
export function useUserChange() {
  const queryClient = useQueryClient();
  const [staleUserId, setStaleUserId] = useState<string | null>(null);
  const stale = useStaleVersionNotice(() => queryClient.invalidateQueries({ queryKey: userQueries.all() }));
  const mutation = useAdminMutation({
    kind: 'update',
    context: 'admin user update',
    mutationFn: async ({ user, input }: UserChange) => {
      const saved = await updateUser(user.id, { ...input, expectedVersion: user.version });
      return { user: saved.user, input };
    },
    successMessage,
    invalidate: userQueries.written(),
    onSuccess: stale.clear,
  });
  return {
    busy: mutation.isPending,
    change: (change: UserChange, options?: { onSettled?: () => void }) =>
      mutation.mutate(change, {
        onError: (error) => {
          if (stale.showIf(error, () => typedUserChanges(change.input))) setStaleUserId(change.user.id);
        },
        ...options,
      }),
    staleNotice: (user: AdminUserRow) => (user.id === staleUserId ? stale.notice : null),
  };
}
