import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchDownloads, csvLines } from '../../../test-support/catch-downloads';
import { fakeApi, renderAdminPage, type SentRequest, SLOW } from '../../../test-support/render-admin-page';
import { AuditLogPage as AuditLogScreen } from './audit-log-page';
import { auditAnswer, auditEntry } from './audit-test-data';

const entry = auditEntry;

const APPLY = entry({
  id: 'apply-1',
  action: 'apply',
  entity: 'import_batch',
  entityId: 'b1',
  subject: 'Bilhuset Nord',
  after: { created: 1, updated: 1, withdrawn: 0, unchanged: 0 },
  groupSize: 2,
});
const STEPS = [
  entry({
    id: 'step-1',
    groupId: 'apply-1',
    subject: 'Toyota Yaris Cross Active',
    before: { variant: 'Active' },
    after: { variant: 'Active Plus' },
  }),
  entry({ id: 'step-2', action: 'create', entityId: 'l2', groupId: 'apply-1', subject: 'Kia EV3 GT-Line' }),
];

let sent: SentRequest[] = [];
const requested = () => sent.map((request) => request.url);

function renderLog() {
  sent = fakeApi(async ({ url }) =>
    url.includes('group=apply-1')
      ? auditAnswer(STEPS)
      : auditAnswer([APPLY, entry({ id: 'gone', entityId: '5402f812-0000' })], {
          entities: ['import_batch', 'listing'],
        }),
  );
  renderAdminPage('/admin/audit-log', { '/admin/audit-log': () => <AuditLogScreen search={{}} /> });
  return userEvent.setup();
}

afterEach(() => vi.restoreAllMocks());

describe('AuditLogPage', () => {
  it('shows a batch apply as one entry in Danish that opens the listings it changed', async () => {
    const user = renderLog();
    const toggle = await screen.findByRole('button', { name: '2 annoncer ændret' }, SLOW);
    const row = toggle.closest('tr') as HTMLElement;
    expect(within(row).getByText('Importeret')).toBeTruthy();
    expect(within(row).getByText('Prisliste')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Bilhuset Nord' })).toBeTruthy();
    expect(screen.queryByText('import_batch')).toBeNull();
    expect(screen.getByText('Slettet annonce (5402f812)')).toBeTruthy();
    // The steps are fetched only when opened.
    expect(requested().some((url) => url.includes('group='))).toBe(false);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const steps = await screen.findByRole('list', {}, SLOW);
    // The kit's details row spans every visible column.
    expect((steps.closest('td') as HTMLTableCellElement).colSpan).toBe(
      screen.getAllByRole('columnheader').length,
    );
    expect(steps.closest('tr')?.id).toBe(toggle.getAttribute('aria-controls'));
    expect(within(steps).getByRole('link', { name: 'Toyota Yaris Cross Active' })).toBeTruthy();
    expect(within(steps).getByText('Kia EV3 GT-Line')).toBeTruthy();
    expect(within(steps).getByText('Oprettet')).toBeTruthy();
    expect(requested().some((url) => url.includes('group=apply-1'))).toBe(true);

    // One step's fields open inside the group.
    await user.click(within(steps).getByRole('button', { name: 'Vis 1 felt' }));
    expect(within(steps).getByText('Active Plus')).toBeTruthy();
  });

  it('offers the types in Danish in the filter', async () => {
    renderLog();
    await screen.findByRole('button', { name: '2 annoncer ændret' }, SLOW);
    const filter = screen.getByLabelText('Type') as HTMLSelectElement;
    const labels = [...filter.options].map((option) => option.text);
    expect(labels).toContain('Prisliste');
    expect(labels).not.toContain('import_batch');
  });

  it('exports the filtered entries as a CSV in Danish, a grouped write as its summary', async () => {
    const files = catchDownloads();
    const user = renderLog();
    await screen.findByRole('button', { name: '2 annoncer ændret' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Eksportér CSV' }));
    await waitFor(() => expect(files).toHaveLength(1), SLOW);
    expect(files[0]?.name).toMatch(/^aktivitetslog-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await csvLines(files[0])).toEqual([
      '"Tidspunkt";"Bruger";"Handling";"Type";"Emne";"Ændringer";"Id"',
      '"2026-11-25T13:05:00Z";"admin@test.dk";"Importeret";"Prisliste";"Bilhuset Nord";"2 annoncer ændret";"b1"',
      '"2026-11-25T13:05:00Z";"admin@test.dk";"Ændret";"Annonce";"Slettet annonce (5402f812)";"";"5402f812-0000"',
    ]);
  });
});
