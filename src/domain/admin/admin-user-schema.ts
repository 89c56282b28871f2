import { z } from 'zod/mini';
import { preprocess } from '../listings/zod-preprocess';
import { normalisedText } from './settings-schema';

/** better-auth's password limits (create-auth.ts: emailAndPassword.minPasswordLength/maxPasswordLength). */
export const PASSWORD_LENGTH = { min: 10, max: 128 } as const;

/**
 * POST /api/admin/users: a new account. Without a password the account gets a link to choose one
 * (the password-reset mail), so the administrator never has to pass a password on.
 */
export const createAdminUserSchema = z.object({
  email: preprocess(
    (value) => normalisedText(value, true),
    z.email({ error: 'Angiv en gyldig e-mailadresse' }),
  ),
  name: z.optional(z.string().check(z.trim(), z.maxLength(100, { error: 'Højst 100 tegn' }))),
  admin: z.boolean({ error: 'Vælg om kontoen er administrator' }),
  password: z.optional(
    z
      .string()
      .check(
        z.minLength(PASSWORD_LENGTH.min, { error: `Mindst ${PASSWORD_LENGTH.min} tegn` }),
        z.maxLength(PASSWORD_LENGTH.max, { error: `Højst ${PASSWORD_LENGTH.max} tegn` }),
      ),
  ),
});

/**
 * PATCH /api/admin/users/:id: grant or remove the admin role, disable or enable the account. The body
 * also carries `expectedVersion`, the version the form loaded (ADR 037; checked by the route).
 */
export const updateAdminUserSchema = z.object({
  admin: z.optional(z.boolean()),
  disabled: z.optional(z.boolean()),
});

export type CreateAdminUserInput = z.infer<typeof createAdminUserSchema>;
export type UpdateAdminUserInput = z.infer<typeof updateAdminUserSchema>;

export type AdminUserRow = {
  id: string;
  email: string;
  name: string;
  roles: string[];
  admin: boolean;
  disabled: boolean;
  twoFactorEnabled: boolean;
  createdAt: string;
  /** Sent back as `expectedVersion` with a change (ADR 037). */
  version: number;
};

export type AdminUsersResponse = { users: AdminUserRow[] };
