import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditLogEntry } from '../../../../domain/admin/audit-log-search-params';
import { configureApiFetch } from '../../../lib/api-client';
import { auditAnswer, auditEntry } from './audit-test-data';
import { ListingHistory } from './listing-history';

// The answers are faked, but a loaded machine renders slowly: wait longer than findBy's 1 s.
const SLOW = { timeout: 5000 };

const entry = (overrides: Partial<AuditLogEntry>) =>
  auditEntry({ subject: 'Toyota Yaris Cross Active', ...overrides });

describe('ListingHistory', () => {
  it("lists the listing's changes newest first, names an import, and pages to older ones", async () => {
    const requested: string[] = [];
    configureApiFetch(async (url) => {
      requested.push(url);
      const second = url.includes('page=2');
      return auditAnswer(
        second
          ? [entry({ id: 'old', action: 'create', actorEmail: 'kollega@test.dk' })]
          : [
              entry({
                id: 'new',
                groupId: 'apply-1',
                before: { status: 'active' },
                after: { status: 'inactive' },
              }),
              entry({ id: 'img', entity: 'image', action: 'reorder' }),
            ],
        { page: second ? 2 : 1, pageCount: 2, total: 3 },
      );
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ListingHistory listingId="l1" />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Historik' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Historik' }, SLOW);
    const items = within(list).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Ændret');
    expect(items[0]?.textContent).toContain('ved import af prisliste');
    expect(items[1]?.textContent).toContain('Billede: ny rækkefølge');
    expect(requested[0]).toContain('listing=l1');

    await user.click(within(items[0] as HTMLElement).getByRole('button', { name: 'Vis 1 felt' }));
    expect(screen.getByText('inactive')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Ældre' }));
    expect(await screen.findByText(/kollega@test\.dk/, {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Side 2 af 2')).toBeTruthy();
    expect(requested.at(-1)).toContain('page=2');
  });
});
