import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupAuthApp } from '../../../tests/helpers/auth-test-context';
import { user } from '../../db/schema/auth';
import { ensureAccount } from './accounts';
import { DEMO_ADMIN, ensureDemoAdmin } from './demo-admin';

const ctx = setupAuthApp();

describe('ensureAccount (the admin:create and user:create commands)', () => {
  it('creates a verified account, is idempotent, and promotes a member without touching the password', async () => {
    const account = { email: 'New.Person@Test.dk', password: 'first-password-1' };
    expect(await ensureAccount(ctx.auth, ctx.handle.db, { ...account, admin: false })).toMatchObject({
      outcome: 'created',
    });
    expect(await ensureAccount(ctx.auth, ctx.handle.db, { ...account, admin: false })).toMatchObject({
      outcome: 'unchanged',
    });
    const [row] = await ctx.handle.db.select().from(user).where(eq(user.email, 'new.person@test.dk'));
    expect(row).toMatchObject({ emailVerified: true, role: 'user' });

    const promoted = await ensureAccount(ctx.auth, ctx.handle.db, {
      email: 'new.person@test.dk',
      password: 'other-password-2',
      admin: true,
    });
    expect(promoted.outcome).toBe('promoted');
    const [after] = await ctx.handle.db.select().from(user).where(eq(user.email, 'new.person@test.dk'));
    expect(after?.role).toBe('user,admin');
    expect(
      (await ctx.post('/api/auth/sign-in/email', { ...account, email: 'new.person@test.dk' })).status,
    ).toBe(200);
    expect((await ensureAccount(ctx.auth, ctx.handle.db, { ...account, admin: true })).outcome).toBe(
      'unchanged',
    );
  });

  it('creates the demo administrator once and reports it only the first time', async () => {
    expect(await ensureDemoAdmin(ctx.auth, ctx.handle.db)).toBe(true);
    expect(await ensureDemoAdmin(ctx.auth, ctx.handle.db)).toBe(false);
    const response = await ctx.post('/api/auth/sign-in/email', DEMO_ADMIN);
    expect(response.status).toBe(200);
  });
});
