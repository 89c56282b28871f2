import { queryOptions } from '@tanstack/react-query';
import type { CreateAdminUserInput, UpdateAdminUserInput } from '../../../../domain/admin/admin-user-schema';
import type { SettingsSection, SiteSettingsValues } from '../../../../domain/admin/settings-schema';
import { adminSettingsApi } from '../../../../domain/api/admin-settings-api';
import { apiCall } from '../../../lib/api-client';

export const settingsQueries = {
  all: () => ['admin', 'settings'] as const,
  values: () =>
    queryOptions({
      queryKey: settingsQueries.all(),
      queryFn: ({ signal }) => apiCall(adminSettingsApi.settings, { signal }),
    }),
};

export const userQueries = {
  all: () => ['admin', 'users'] as const,
  list: () =>
    queryOptions({
      queryKey: userQueries.all(),
      queryFn: ({ signal }) => apiCall(adminSettingsApi.users, { signal }),
    }),
  /** What a user write changes: the list, the audit log and the dashboard's recent changes. */
  written: () => [userQueries.all(), ['admin', 'audit-log'], ['admin', 'dashboard']],
};

/** Saves one section from the version it was loaded at (ADR 037). */
export function saveSettingsSection<S extends SettingsSection>(
  section: S,
  value: SiteSettingsValues[S],
  expectedVersion: number,
) {
  return apiCall(adminSettingsApi.saveSection, { params: { section }, body: { ...value, expectedVersion } });
}

export function createUser(input: CreateAdminUserInput) {
  return apiCall(adminSettingsApi.createUser, { body: input });
}

/** Changes an account from the version the list showed (ADR 037). */
export function updateUser(id: string, input: UpdateAdminUserInput & { expectedVersion: number }) {
  return apiCall(adminSettingsApi.updateUser, { params: { id }, body: input });
}
