import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN } from '../../../../../tests/helpers/auth-test-context';
import {
  firstListRows,
  secondListRows,
  unknownHeaderListPdf,
} from '../../../../../tests/layout-templates/unknown-header-list';
import { simpleTablePriceList } from '../../../../../tests/price-lists/simple-table';
import { auditLog } from '../../../../db/schema';
import type { SessionLogResponse } from '../../../../domain/ingestion/ingestion-api';
import { headerColumns } from '../../../../domain/ingestion/layout-grid';
import type { LayoutTemplate } from '../../../../domain/ingestion/layout-template';
import type {
  LayoutGridResponse,
  LayoutPreviewResponse,
  LayoutTemplateVersionsResponse,
  SavedLayoutTemplate,
} from '../../../../domain/ingestion/layout-template-api';
import { seedSellerWithModels, setupIngestionApi } from './ingestion-test-client';

vi.setConfig({ testTimeout: 45_000 });

const { ctx, api } = setupIngestionApi();

const kinds: Record<string, LayoutTemplate['columns'][number]['kind']> = {
  Bil: 'model',
  Udgave: 'variant',
  Kræfter: 'horsepower',
  Strækning: 'mileage',
  Binding: 'period',
  Start: 'first_payment',
  'Pris hver måned': 'monthly',
};

async function runPdf(sellerId: string, name: string, bytes: Uint8Array) {
  const [id] = await api.startPdfs(sellerId, [{ name, bytes }]);
  const session = await api.waitForSession(id as string);
  const log = (await (
    await api.json('GET', `/api/admin/extraction-sessions/${id}/log`)
  ).json()) as SessionLogResponse;
  return { session, log: log.lines.map((line) => line.message) };
}

const carNames = (cars: ReadonlyArray<{ make: string; model: string; variant: string | null }>) =>
  cars.map((car) => `${car.make} ${car.model} ${car.variant}`);

describe('teaching a layout through the API', () => {
  it('teach on a failed session → v1 → the next list of the seller is read with it; another layout falls back', async () => {
    const db = ctx.handle.db;
    const sellerId = await seedSellerWithModels(db, 'Leapmotor Nord', [
      { make: 'Leapmotor', model: 'T03' },
      { make: 'Leapmotor', model: 'C10' },
      { make: 'Leapmotor', model: 'B10' },
    ]);

    // The general reader cannot read the list.
    const first = await runPdf(
      sellerId,
      'maj.pdf',
      await unknownHeaderListPdf(firstListRows, 'Kampagnepriser maj'),
    );
    expect(first.session.status).toBe('failed');

    // The grid: rows in reading order with their page and line, the header's runs in columns.
    const gridResponse = await api.json('GET', `/api/admin/extraction-sessions/${first.session.id}/layout`);
    expect(gridResponse.status).toBe(200);
    const grid = (await gridResponse.json()) as LayoutGridResponse;
    expect(grid).toMatchObject({ seller_id: sellerId, seller_name: 'Leapmotor Nord', active_template: null });
    const rows = grid.pages.flatMap((page) => page.rows);
    const header = rows.find((row) => row.text.startsWith('Bil Udgave'));
    expect(header).toMatchObject({ page: 1, line: 3 });
    expect(header?.cells.map((cell) => cell.text)).toEqual(Object.keys(kinds));
    expect(rows.filter((row) => /^(T03|C10) /.test(row.text))).toHaveLength(firstListRows.length);

    // The admin marks the header and assigns its columns (as the screen does, from the grid's runs).
    const segments = (header?.cells ?? []).map((cell, index) => ({
      text: cell.text,
      x: index * 100,
      right: index * 100 + 50,
    }));
    const columns = headerColumns([{ page: 1, line: 3, y: 0, segments }]).map((column) => ({
      header: column.header,
      kind: kinds[column.header] ?? 'other',
    }));
    const template: LayoutTemplate = { columns, defaults: { make: 'Leapmotor' } };

    const previewResponse = await api.json(
      'POST',
      `/api/admin/extraction-sessions/${first.session.id}/layout/preview`,
      { template },
    );
    expect(previewResponse.status).toBe(200);
    const preview = (await previewResponse.json()) as LayoutPreviewResponse;
    expect(carNames(preview.cars)).toEqual(['Leapmotor T03 Style', 'Leapmotor C10 Design']);
    expect(preview.offers).toBe(3);
    expect(preview.cars[0]).toMatchObject({ horsepower: 95 });

    // Refused in Danish: a template without a monthly price column, a bad km/år.
    const noMonthly = await api.json(
      'POST',
      `/api/admin/extraction-sessions/${first.session.id}/layout/template`,
      {
        template: { ...template, columns: columns.filter((column) => column.kind !== 'monthly') },
      },
    );
    expect(noMonthly.status).toBe(400);
    expect(await noMonthly.json()).toMatchObject({
      issues: [{ path: 'template.columns', message: 'Vælg mindst én kolonne med månedlig ydelse' }],
    });
    const badDefault = await api.json(
      'POST',
      `/api/admin/extraction-sessions/${first.session.id}/layout/template`,
      {
        template: { ...template, defaults: { mileage_per_year: 12 } },
      },
    );
    expect(badDefault.status).toBe(400);
    const badIssues = ((await badDefault.json()) as { issues: Array<{ path: string; message: string }> })
      .issues;
    expect(badIssues[0]?.path).toBe('template.defaults.mileage_per_year');
    expect(badIssues[0]?.message).toMatch(/^For lille/);

    // Saved as v1, audited.
    const saveResponse = await api.json(
      'POST',
      `/api/admin/extraction-sessions/${first.session.id}/layout/template`,
      {
        template,
        name: 'Kampagneliste',
      },
    );
    expect(saveResponse.status).toBe(201);
    const saved = (await saveResponse.json()) as SavedLayoutTemplate;
    expect(saved).toMatchObject({ version: 1, seller_id: sellerId, seller_name: 'Leapmotor Nord' });
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'layout_template'), eq(auditLog.entityId, saved.id)));
    expect(audit).toMatchObject([
      {
        action: 'create',
        actorEmail: ADMIN.email,
        after: { sellerId, version: 1, title: 'Leapmotor Nord v1' },
      },
    ]);

    // The next list of the seller, same layout: read with the template, automatically.
    const second = await runPdf(
      sellerId,
      'juni.pdf',
      await unknownHeaderListPdf(secondListRows, 'Kampagnepriser juni'),
    );
    expect(second.session).toMatchObject({
      status: 'succeeded',
      extractor: 'table',
      cars_found: 4,
      offers_found: 4,
    });
    expect(carNames(second.session.result?.cars ?? [])).toEqual([
      'Leapmotor T03 Style',
      'Leapmotor B10 Life',
      'Leapmotor C10 Design',
      'Leapmotor C10 Style',
    ]);
    expect(second.session.result?.cars[1]?.offers).toEqual([
      { mileage_per_year: 15000, period_months: 36, first_payment: 4995, monthly_price: 2999 },
    ]);
    expect(second.log).toContain('Læst med sælgerens skabelon v1.');

    // A list in another layout from the same seller: the general reader, and the log says so.
    const other = await simpleTablePriceList();
    const fallback = await runPdf(sellerId, 'skoda.pdf', other.bytes);
    expect(fallback.session).toMatchObject({ status: 'succeeded', cars_found: other.expected.cars.length });
    expect(fallback.log).toContain('Skabelonen passede ikke; læst med den generelle læser.');
    expect(fallback.log).not.toContain('Læst med sælgerens skabelon v1.');
    expect(carNames(fallback.session.result?.cars ?? [])).toEqual(carNames(other.expected.cars));

    // The grid of the next session starts from the template in use.
    const nextGrid = (await (
      await api.json('GET', `/api/admin/extraction-sessions/${second.session.id}/layout`)
    ).json()) as LayoutGridResponse;
    expect(nextGrid.active_template).toMatchObject({ id: saved.id, version: 1 });
    expect(nextGrid.suggestions['pris hver måned']).toEqual({ kind: 'monthly' });
  });

  it('lists the versions on the seller, newest in use; deactivating one puts the previous back, audited', async () => {
    const db = ctx.handle.db;
    const sellerId = await seedSellerWithModels(db, 'Versioner ApS', [{ make: 'Leapmotor', model: 'T03' }]);
    const { session } = await runPdf(
      sellerId,
      'liste.pdf',
      await unknownHeaderListPdf(firstListRows, 'Priser'),
    );
    const template: LayoutTemplate = {
      columns: Object.entries(kinds).map(([header, kind]) => ({ header, kind })),
      defaults: { make: 'Leapmotor', period_months: 36 },
    };
    const save = async () =>
      (await (
        await api.json('POST', `/api/admin/extraction-sessions/${session.id}/layout/template`, { template })
      ).json()) as SavedLayoutTemplate;
    const v1 = await save();
    const v2 = await save();
    expect([v1.version, v2.version]).toEqual([1, 2]);

    const list = async () =>
      (await (
        await api.json('GET', `/api/admin/sellers/${sellerId}/layout-templates`)
      ).json()) as LayoutTemplateVersionsResponse;
    expect((await list()).items.map((item) => [item.version, item.status, item.column_count])).toEqual([
      [2, 'in_use', 7],
      [1, 'standby', 7],
    ]);
    expect((await list()).items[0]).toMatchObject({
      created_by_email: ADMIN.email,
      source_session_id: session.id,
    });

    const off = await api.json('POST', `/api/admin/sellers/${sellerId}/layout-templates/${v2.id}/deactivate`);
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({
      version: 2,
      status: 'deactivated',
      deactivated_by_email: ADMIN.email,
    });
    expect((await list()).items.map((item) => [item.version, item.status])).toEqual([
      [2, 'deactivated'],
      [1, 'in_use'],
    ]);
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, v2.id));
    expect(audit.map((row) => row.action).sort()).toEqual(['create', 'deactivate']);

    const again = await api.json(
      'POST',
      `/api/admin/sellers/${sellerId}/layout-templates/${v2.id}/deactivate`,
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: 'Skabelonen er allerede deaktiveret.' });
    const elsewhere = await seedSellerWithModels(db, 'Anden forhandler', []);
    const foreign = await api.json(
      'POST',
      `/api/admin/sellers/${elsewhere}/layout-templates/${v1.id}/deactivate`,
    );
    expect(foreign.status).toBe(404);
  });

  it('refuses to teach a CSV session, and answers 404 for an unknown session', async () => {
    const sellerId = await seedSellerWithModels(ctx.handle.db, 'CSV Biler', []);
    const response = await api.start(
      { seller_id: sellerId, extractor: 'csv', source_kind: 'text', text: 'make,model\nSkoda,Fabia' },
      [],
    );
    const { session_ids } = (await response.json()) as { session_ids: string[] };
    const csv = await api.json('GET', `/api/admin/extraction-sessions/${session_ids[0]}/layout`);
    expect(csv.status).toBe(409);
    expect(await csv.json()).toMatchObject({ error: expect.stringMatching(/^En CSV-fil har ingen layout/) });
    const missing = await api.json(
      'GET',
      '/api/admin/extraction-sessions/00000000-0000-4000-8000-000000000000/layout',
    );
    expect(missing.status).toBe(404);
  });
});
