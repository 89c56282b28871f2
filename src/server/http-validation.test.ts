import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z as mini } from 'zod/mini';
import { parseJsonBody } from './http-validation';

const schema = mini.object({ name: mini.string().check(mini.minLength(2, 'Navn skal udfyldes')) });
const app = new Hono().post('/thing', async (c) => {
  const body = await parseJsonBody(c, schema);
  if (body.response) return body.response;
  return c.json({ saved: body.data.name });
});
const post = (body: string) =>
  app.request('/thing', { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('parseJsonBody', () => {
  it('passes a valid body through', async () => {
    expect(await (await post('{"name":"Bilhuset"}')).json()).toEqual({ saved: 'Bilhuset' });
  });

  it('answers 400 VALIDATION with the field and its Danish message', async () => {
    const response = await post('{"name":"B"}');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Ugyldige data - kontroller indtastning',
      code: 'VALIDATION',
      issues: [{ path: 'name', message: 'Navn skal udfyldes' }],
    });
  });

  it('refuses JSON declared as multipart, which the nesting scan leaves alone', async () => {
    const response = await app.request('/thing', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '{"name":"Bilhuset"}',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION',
      issues: [{ message: 'Forventede JSON' }],
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await post('{name');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION' });
  });
});
