import type {
  AdminUserRow,
  AdminUsersResponse,
  CreateAdminUserInput,
  UpdateAdminUserInput,
} from '../admin/admin-user-schema';
import type { SettingsResponse, SettingsSection, SiteSettingsValues } from '../admin/settings-schema';
import { endpoint } from './endpoint';

type Versioned = { expectedVersion: number };
type AnySectionValues = SiteSettingsValues[SettingsSection];

/** /api/admin/settings (each section saved from the version it was loaded at; ADR 037) and /api/admin/users. */
export const adminSettingsApi = {
  settings: endpoint('GET', '/api/admin/settings').types<{ response: SettingsResponse }>(),
  saveSection: endpoint('PUT', '/api/admin/settings/:section').types<{
    body: AnySectionValues & Versioned;
    response: { section: SettingsSection; value: AnySectionValues; changed: boolean; version: number };
  }>(),
  users: endpoint('GET', '/api/admin/users').types<{ response: AdminUsersResponse }>(),
  createUser: endpoint('POST', '/api/admin/users').types<{
    body: CreateAdminUserInput;
    response: { user: AdminUserRow; resetLinkSent: boolean };
  }>(),
  updateUser: endpoint('PATCH', '/api/admin/users/:id').types<{
    body: UpdateAdminUserInput & Versioned;
    response: { user: AdminUserRow };
  }>(),
};
