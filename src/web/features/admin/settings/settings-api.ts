import { queryOptions } from '@tanstack/react-query';
import type {
  AdminUserRow,
  AdminUsersResponse,
  CreateAdminUserInput,
  UpdateAdminUserInput,
} from '../../../../domain/admin/admin-user-schema';
import type {
  SettingsResponse,
  SettingsSection,
  SiteSettingsValues,
} from '../../../../domain/admin/settings-schema';
import { apiGet, apiRequest } from '../../../lib/api-client';

export const settingsQueries = {
  all: () => ['admin', 'settings'] as const,
  values: () =>
    queryOptions({
      queryKey: settingsQueries.all(),
      queryFn: ({ signal }) => apiGet<SettingsResponse>('/api/admin/settings', { signal }),
    }),
};

export const userQueries = {
  all: () => ['admin', 'users'] as const,
  list: () =>
    queryOptions({
      queryKey: userQueries.all(),
      queryFn: ({ signal }) => apiGet<AdminUsersResponse>('/api/admin/users', { signal }),
    }),
};

/** Saves one section from the version it was loaded at (ADR 037). */
export function saveSettingsSection<S extends SettingsSection>(
  section: S,
  value: SiteSettingsValues[S],
  expectedVersion: number,
) {
  return apiRequest<{ changed: boolean; version: number }>(`/api/admin/settings/${section}`, {
    method: 'PUT',
    body: { ...value, expectedVersion },
  });
}

export function createUser(input: CreateAdminUserInput) {
  return apiRequest<{ user: AdminUserRow; resetLinkSent: boolean }>('/api/admin/users', {
    method: 'POST',
    body: input,
  });
}

/** Changes an account from the version the list showed (ADR 037). */
export function updateUser(id: string, input: UpdateAdminUserInput & { expectedVersion: number }) {
  return apiRequest<{ user: AdminUserRow }>(`/api/admin/users/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
  });
}
