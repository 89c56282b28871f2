import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database';
import type { DatabaseHandle } from '../../db/client';
import { createApp } from '../app';
import { createLogger } from '../logging/logger';

type LogLine = Record<string, unknown> & { msg: string; level: string };

let handle: DatabaseHandle;
const lines: LogLine[] = [];
const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });

function appFor(production: boolean) {
  const { app } = createApp({
    db: handle.db,
    catalogMaxStaleMs: 0,
    production,
    logger,
    authSecret: 'x'.repeat(40),
  });
  app.get('/test/boom', () => {
    throw new Error('boom: secret detail');
  });
  return app;
}

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const requestLines = () => lines.filter((line) => line.msg === 'request');

describe('request log', () => {
  it('writes one JSON line per request with id, method, path without its query, status, duration and queries', async () => {
    lines.length = 0;
    const response = await appFor(false).request('/api/listings?make=Toyota&token=hemmelig');
    expect(response.status).toBe(200);
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLines()).toHaveLength(1);
    const [line] = requestLines();
    expect(line).toMatchObject({
      level: 'info',
      requestId: id,
      method: 'GET',
      path: '/api/listings',
      status: 200,
      queries: Number(response.headers.get('x-query-count')),
    });
    expect(line?.queries).toBeGreaterThan(0);
    expect(typeof line?.durationMs).toBe('number');
    expect(JSON.stringify(line)).not.toContain('hemmelig');
  });

  it('keeps a well-formed incoming x-request-id and replaces one that is too long or unsafe', async () => {
    const app = appFor(false);
    const kept = await app.request('/api/health', { headers: { 'x-request-id': 'lb-42.abc:7_X' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-42.abc:7_X');
    for (const bad of ['a'.repeat(129), 'evil id', 'x"}{', 'æøå']) {
      const replaced = await app.request('/api/health', { headers: { 'x-request-id': bad } });
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('shows the query count in a header in development only', async () => {
    const development = await appFor(false).request('/api/filters');
    expect(development.headers.get('x-query-count')).toMatch(/^\d+$/);
    const production = await appFor(true).request('/api/filters');
    expect(production.status).toBe(200);
    expect(production.headers.get('x-query-count')).toBeNull();
    expect(production.headers.get('x-request-id')).toBeTruthy();
  });

  it('logs a failure with its request id and stack, and answers without them', async () => {
    lines.length = 0;
    const response = await appFor(true).request('/test/boom', { headers: { 'x-request-id': 'fail-1' } });
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(body).not.toContain('boom');
    expect(body).not.toContain('.ts:');
    const failure = lines.find((line) => line.msg === 'Request failed') as
      | (LogLine & { err: { message: string; stack: string } })
      | undefined;
    expect(failure).toMatchObject({ level: 'error', requestId: 'fail-1' });
    expect(failure?.err.message).toBe('boom: secret detail');
    expect(failure?.err.stack).toContain('request-log.test.ts');
    expect(requestLines()).toMatchObject([{ requestId: 'fail-1', status: 500, level: 'error' }]);
  });
});
