import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminUserRow } from '../../../../domain/admin/admin-user-schema';
import {
  fakeApi,
  jsonResponse as json,
  renderWithQueryClient,
  type SentRequest,
  SLOW,
} from '../../../test-support/render-admin-page';
import { AdminUsersSection } from './admin-users-section';

const user = (overrides: Partial<AdminUserRow>): AdminUserRow => ({
  id: 'u',
  email: 'u@test.dk',
  name: 'u',
  roles: ['user'],
  admin: false,
  disabled: false,
  twoFactorEnabled: false,
  createdAt: '2026-11-20T10:00:00Z',
  version: 1,
  ...overrides,
});

/** A users endpoint in memory: GET lists `users`, PATCH answers with `patch` (the saved user or a refusal). */
function fakeUsersApi(
  users: AdminUserRow[],
  patch: (id: string, body: Record<string, unknown>) => Response,
): SentRequest[] {
  return fakeApi(({ method, url, body }) =>
    method === 'PATCH' ? patch(url.split('/').pop() ?? '', body as Record<string, unknown>) : json({ users }),
  );
}

function renderSection() {
  renderWithQueryClient(<AdminUsersSection currentUserId="me" />);
  return screen.findByRole('table', { name: 'Brugere' });
}

const rowOf = (table: HTMLElement, email: string) =>
  within(table).getByRole('row', { name: new RegExp(email.replace('.', '\\.')) });

describe('AdminUsersSection on the list kit', () => {
  beforeEach(() => localStorage.clear());

  it("lists the accounts with their role, two-factor and status, keeps the admin's own row free of actions, and promotes another from the version shown", async () => {
    const users = [
      user({ id: 'me', email: 'admin@test.dk', admin: true, twoFactorEnabled: true, version: 4 }),
      user({ id: 'kim', email: 'kim@test.dk', name: 'Kim Hansen', version: 7 }),
    ];
    const sent = fakeUsersApi(users, (id, body) => {
      const saved = { ...users.find((row) => row.id === id), ...body, version: 8 } as AdminUserRow;
      users[1] = saved;
      return json({ user: saved });
    });
    const table = await renderSection();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['E-mail', 'Rolle', 'To-faktor', 'Status', 'Oprettet', 'Handlinger']);

    const me = await within(table).findByRole('row', { name: /admin@test\.dk/ }, SLOW);
    expect(within(me).getByText('Din egen konto')).toBeTruthy();
    expect(within(me).queryAllByRole('button')).toHaveLength(0);

    const kim = rowOf(table, 'kim@test.dk');
    expect(within(kim).getByText('Kim Hansen')).toBeTruthy();
    await userEvent.click(within(kim).getByRole('button', { name: 'Gør til administrator: kim@test.dk' }));
    await within(table).findByRole('button', { name: 'Fjern administratorrolle fra kim@test.dk' }, SLOW);
    expect(sent.find((request) => request.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: '/api/admin/users/kim',
      body: { admin: true, expectedVersion: 7 },
    });
    expect(within(rowOf(table, 'kim@test.dk')).getAllByText('Administrator').length).toBeGreaterThan(0);
  });

  it("opens the stale notice in a row under the refused user's row, and disabling asks first", async () => {
    const users = [
      user({ id: 'me', email: 'admin@test.dk', admin: true }),
      user({ id: 'bo', email: 'bo@test.dk' }),
    ];
    const sent = fakeUsersApi(users, () =>
      json(
        {
          error: 'En anden har ændret dette, siden du åbnede det. Intet er gemt',
          code: 'STALE_VERSION',
        },
        409,
      ),
    );
    const table = await renderSection();
    const bo = await within(table).findByRole('row', { name: /bo@test\.dk/ }, SLOW);

    await userEvent.click(within(bo).getByRole('button', { name: 'Deaktiver bo@test.dk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deaktiver bruger?' });
    expect(sent.some((request) => request.method === 'PATCH')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deaktiver' }));

    const notice = await within(table).findByRole('alert', {}, SLOW);
    expect(notice.textContent).toContain('En anden har ændret dette');
    expect(notice.textContent).toContain('Deaktiveret');
    const rows = within(table).getAllByRole('row');
    const noticeRow = notice.closest('tr');
    expect(noticeRow && rows.indexOf(noticeRow)).toBe(rows.indexOf(rowOf(table, 'bo@test.dk')) + 1);
    // The notice spans the whole table, however many columns show.
    expect(noticeRow?.querySelector('td')?.colSpan).toBe(6);
  });
});
