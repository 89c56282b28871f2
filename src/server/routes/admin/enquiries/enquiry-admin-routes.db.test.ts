import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, MEMBER, setupAuthApp } from '../../../../../tests/helpers/auth-test-context';
import { storeEnquiry } from '../../../../../tests/helpers/enquiry-fixtures';
import type { EnquiryDetailJson, EnquiryInboxPage } from '../../../../domain/admin/enquiry-inbox-types';

const ctx = setupAuthApp();
let cookie: string;
let enquiryId: string;

beforeAll(async () => {
  cookie = await ctx.signIn(ADMIN);
  enquiryId = await storeEnquiry(ctx.handle.db, { email: 'karen@example.dk', status: 'sent' });
  await storeEnquiry(ctx.handle.db, { email: 'bo@example.dk', name: 'Bo Hansen' });
});

const send = (method: string, path: string, body: unknown) =>
  ctx.request(path, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('/api/admin/enquiries', () => {
  it('is for administrators only', async () => {
    const member = await ctx.signIn(MEMBER);
    const response = await ctx.request('/api/admin/enquiries', { headers: { cookie: member } });
    expect(response.status).toBe(403);
  });

  it('lists with the URL filters; an invalid value falls back to no filter', async () => {
    const list = async (query: string) => {
      const response = await ctx.request(`/api/admin/enquiries${query}`, { headers: { cookie } });
      expect(response.status).toBe(200);
      return (await response.json()) as EnquiryInboxPage;
    };
    expect((await list('')).total).toBe(2);
    expect((await list('?status=sent')).rows.map((row) => row.email)).toEqual(['karen@example.dk']);
    expect((await list('?search=hansen')).rows.map((row) => row.email)).toEqual(['bo@example.dk']);
    expect((await list('?status=besvaret&from=igår')).total).toBe(2);
  });

  it('changes the status and adds notes, refusing invalid input in Danish', async () => {
    const changed = await send('PATCH', `/api/admin/enquiries/${enquiryId}/status`, { status: 'answered' });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as EnquiryDetailJson).status).toBe('answered');

    const badStatus = await send('PATCH', `/api/admin/enquiries/${enquiryId}/status`, { status: 'done' });
    expect(badStatus.status).toBe(400);
    expect(await badStatus.json()).toMatchObject({ issues: [{ path: 'status', message: 'Vælg en status' }] });

    const emptyNote = await send('POST', `/api/admin/enquiries/${enquiryId}/notes`, { body: '   ' });
    expect(emptyNote.status).toBe(400);
    expect(await emptyNote.json()).toMatchObject({ issues: [{ path: 'body', message: 'Skriv en note' }] });

    const note = await send('POST', `/api/admin/enquiries/${enquiryId}/notes`, { body: ' Ringet op ' });
    expect(note.status).toBe(201);
    const detail = await ctx.request(`/api/admin/enquiries/${enquiryId}`, { headers: { cookie } });
    expect(((await detail.json()) as EnquiryDetailJson).notes.map((n) => n.body)).toEqual(['Ringet op']);

    const missing = await ctx.request('/api/admin/enquiries/not-an-id', { headers: { cookie } });
    expect(missing.status).toBe(404);
  });

  it('erases by e-mail address after checking it', async () => {
    const invalid = await send('POST', '/api/admin/enquiries/erase', { email: 'karen' });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      issues: [{ path: 'email', message: 'Angiv en gyldig e-mailadresse' }],
    });
    const erased = await send('POST', '/api/admin/enquiries/erase', { email: ' Karen@Example.dk ' });
    expect(erased.status).toBe(200);
    expect(await erased.json()).toEqual({ enquiries: 1, mails: 2 });
    const gone = await ctx.request(`/api/admin/enquiries/${enquiryId}`, { headers: { cookie } });
    expect(gone.status).toBe(404);
  });

  it('keeps the retention in Indstillinger within 1–60 months', async () => {
    const tooLong = await send('PUT', '/api/admin/settings/enquiries', {
      retentionMonths: 61,
      expectedVersion: 0,
    });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({
      issues: [{ path: 'retentionMonths', message: 'Højst 60 måneder' }],
    });
    const saved = await send('PUT', '/api/admin/settings/enquiries', {
      retentionMonths: 6,
      expectedVersion: 0,
    });
    expect(saved.status).toBe(200);
  });
});
