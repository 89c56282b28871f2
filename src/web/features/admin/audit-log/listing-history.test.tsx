import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditLogEntry } from '../../../../domain/admin/audit-log-search-params';
import { fakeApi, renderWithQueryClient, SLOW } from '../../../test-support/render-admin-page';
import { auditAnswer, auditEntry } from './audit-test-data';
import { ListingHistory } from './listing-history';

const entry = (overrides: Partial<AuditLogEntry>) =>
  auditEntry({ subject: 'Toyota Yaris Cross Active', ...overrides });

describe('ListingHistory', () => {
  it("lists the listing's changes newest first, names an import or a bulk action, and pages to older ones", async () => {
    const sent = fakeApi(async ({ url }) => {
      const second = url.includes('page=2');
      return auditAnswer(
        second
          ? [entry({ id: 'old', action: 'create', actorEmail: 'kollega@test.dk' })]
          : [
              entry({
                id: 'new',
                groupId: 'apply-1',
                before: { status: 'active' },
                after: { status: 'inactive', importBatchId: 'b1' },
              }),
              entry({ id: 'img', entity: 'image', action: 'reorder' }),
              entry({ id: 'bulk', groupId: 'selection-1', action: 'activate' }),
            ],
        { page: second ? 2 : 1, pageCount: 2, total: 4 },
      );
    });
    renderWithQueryClient(<ListingHistory listingId="l1" />);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Historik' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Historik' }, SLOW);
    const items = within(list).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Ændret');
    expect(items[0]?.textContent).toContain('ved import af prisliste');
    expect(items[1]?.textContent).toContain('Billede: ny rækkefølge');
    expect(items[2]?.textContent).toContain('Aktiveret');
    expect(items[2]?.textContent).toContain('fra annoncelisten');
    expect(sent[0]?.url).toContain('listing=l1');

    await user.click(within(items[0] as HTMLElement).getByRole('button', { name: 'Vis 2 felter' }));
    expect(screen.getByText('inactive')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Ældre' }));
    expect(await screen.findByText(/kollega@test\.dk/, {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Side 2 af 2')).toBeTruthy();
    expect(sent.at(-1)?.url).toContain('page=2');
  });
});
