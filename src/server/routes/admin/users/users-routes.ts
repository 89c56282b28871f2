import { Hono } from 'hono';
import { z } from 'zod/mini';
import { versionedUser } from '../../../../db/record-version/versioned-settings-users-batches';
import { createAdminUserSchema, updateAdminUserSchema } from '../../../../domain/admin/admin-user-schema';
import { expectedVersionField } from '../../../../domain/admin/record-version';
import type { adminSettingsApi } from '../../../../domain/api/admin-settings-api';
import type { ResponseOf } from '../../../../domain/api/endpoint';
import type { AdminEnv } from '../../../auth/require-admin';
import { jsonError } from '../../../http-error';
import { parseJsonBody } from '../../../http-validation';
import { answerStaleVersion } from '../../../record-version/stale-version-answer';
import {
  createAdminUser,
  listAdminUsers,
  type UserChangeFailure,
  updateAdminUser,
} from '../../../services/admin/users/admin-users';
import { type AdminDeps, auditActor } from '../admin-deps';

const FAILURE_MESSAGES: Record<Exclude<UserChangeFailure['failure'], 'not_found'>, string> = {
  email_taken: 'Der findes allerede en konto med denne e-mail',
  own_admin_role: 'Du kan ikke fjerne din egen administratorrolle',
  own_account: 'Du kan ikke deaktivere din egen konto',
};

/**
 * /api/admin/users: list accounts (each with its version), create one, change its admin role or
 * disable/enable it from the version the form loaded (ADR 037).
 */
export function usersRoutes(deps: AdminDeps) {
  return new Hono<AdminEnv>()
    .get('/', async (c) =>
      c.json({ users: await listAdminUsers(deps.db) } satisfies ResponseOf<typeof adminSettingsApi.users>),
    )
    .post('/', async (c) => {
      const body = await parseJsonBody(c, createAdminUserSchema);
      if (body.response) return body.response;
      const result = await createAdminUser(deps, auditActor(c.get('admin')), c.req.raw.headers, body.data);
      if ('failure' in result) return failureResponse(c, result);
      return c.json(result satisfies ResponseOf<typeof adminSettingsApi.createUser>, 201);
    })
    .patch('/:id', async (c) => {
      const body = await parseJsonBody(c, z.extend(updateAdminUserSchema, expectedVersionField));
      if (body.response) return body.response;
      const id = c.req.param('id');
      const result = await updateAdminUser(
        deps,
        auditActor(c.get('admin')),
        c.req.raw.headers,
        id,
        body.data,
      );
      if ('failure' in result) return failureResponse(c, result);
      if ('stale' in result) return answerStaleVersion(c, deps.db, versionedUser, id, result.currentVersion);
      return c.json(result satisfies ResponseOf<typeof adminSettingsApi.updateUser>);
    });
}

function failureResponse(c: Parameters<typeof jsonError>[0], { failure }: UserChangeFailure) {
  if (failure === 'not_found') return jsonError(c, 'NOT_FOUND');
  return jsonError(c, 'CONFLICT', FAILURE_MESSAGES[failure]);
}
