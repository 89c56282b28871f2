import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { createAdminUserSchema, updateAdminUserSchema } from './admin-user-schema';

describe('admin user schemas', () => {
  it('creates with or without an initial password', () => {
    expect(createAdminUserSchema.parse({ email: ' Bo@Example.DK ', admin: true })).toEqual({
      email: 'bo@example.dk',
      admin: true,
    });
    expect(
      createAdminUserSchema.parse({ email: 'bo@example.dk', admin: false, password: 'lang-nok-kode' })
        .password,
    ).toBe('lang-nok-kode');
  });

  it('names the bad field in Danish', () => {
    const result = z.safeParse(createAdminUserSchema, { email: 'bo', admin: true, password: 'kort' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['email', 'Angiv en gyldig e-mailadresse'],
      ['password', 'Mindst 10 tegn'],
    ]);
  });

  it('updates role and disabled flag independently', () => {
    expect(updateAdminUserSchema.parse({ admin: false })).toEqual({ admin: false });
    expect(z.safeParse(updateAdminUserSchema, { disabled: 'yes' }).success).toBe(false);
  });
});
