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

export function saveSettingsSection<S extends SettingsSection>(section: S, value: SiteSettingsValues[S]) {
  return apiRequest<{ changed: boolean }>(`/api/admin/settings/${section}`, { method: 'PUT', body: value });
}

export function createUser(input: CreateAdminUserInput) {
  return apiRequest<{ user: AdminUserRow; resetLinkSent: boolean }>('/api/admin/users', {
    method: 'POST',
    body: input,
  });
}

export function updateUser(id: string, input: UpdateAdminUserInput) {
  return apiRequest<{ user: AdminUserRow }>(`/api/admin/users/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
  });
}
