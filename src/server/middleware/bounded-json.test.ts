import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../domain/errors/error-codes';
import { boundedJson } from './bounded-json';

const MAX_DEPTH = 4;
const MAX_BYTES = 1_000;
const app = new Hono()
  .use('*', boundedJson({ maxDepth: MAX_DEPTH, maxBytes: MAX_BYTES }))
  .all('*', async (c) => c.text(`handled: ${await c.req.text()}`));

const nested = (depth: number) => `{"a":${'['.repeat(depth)}1${']'.repeat(depth)}}`;

/** A body sent in small chunks without a Content-Length, as a chunked upload arrives. */
function streamed(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 7) controller.enqueue(bytes.slice(at, at + 7));
      controller.close();
    },
  });
}

const send = (body: BodyInit | null, contentType = 'application/json', method = 'POST') =>
  app.request('/api/anything', {
    method,
    headers: { 'content-type': contentType },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);

describe('boundedJson', () => {
  it.each([
    ['JSON', 'application/json'],
    ['text/plain (sendBeacon)', 'text/plain;charset=UTF-8'],
    ['no content type', ''],
    ['a form post', 'application/x-www-form-urlencoded'],
  ])('refuses a body one level too deep sent as %s with 400 and the Danish message', async (_name, type) => {
    const response = await send(nested(MAX_DEPTH), type);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: errorCatalogue.VALIDATION.message, code: 'VALIDATION' });
  });

  it('hands a body at the limit to the handler unchanged, also when it arrives in chunks', async () => {
    const text = nested(MAX_DEPTH - 1).replace('1', '"ø [[[[[ \\" æ"');
    for (const body of [text, streamed(text)]) {
      const response = await send(body);
      expect(await response.text()).toBe(`handled: ${text}`);
    }
  });

  it('refuses a deep body arriving in chunks', async () => {
    expect((await send(streamed(nested(50)))).status).toBe(400);
  });

  it('refuses a body over the size limit with 413, declared or streamed', async () => {
    const large = JSON.stringify({ a: 'x'.repeat(MAX_BYTES) });
    for (const body of [large, streamed(large)]) {
      const response = await send(body);
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    }
  });

  it('answers a body broken off mid-way with 400, not a server error', async () => {
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":['));
        controller.error(new Error('client went away'));
      },
    });
    expect((await send(broken)).status).toBe(400);
  });

  it('leaves multipart uploads and requests without a body to their routes', async () => {
    const form = new FormData();
    form.set('name', nested(50));
    const upload = await app.request('/api/upload', { method: 'POST', body: form });
    expect(await upload.text()).toContain(nested(50));
    expect(await (await send(null, 'application/json', 'GET')).text()).toBe('handled: ');
  });
});
