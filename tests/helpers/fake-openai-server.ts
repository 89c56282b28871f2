import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer to POST /v1/chat/completions. */
export type FakeReply =
  /** A normal completion whose message content is `content` (a string, or an object sent as JSON). */
  | {
      kind: 'content';
      content: string | object;
      usage?: { prompt_tokens: number; completion_tokens: number } | null;
      finishReason?: 'stop' | 'length';
    }
  | { kind: 'status'; status: number; body?: object }
  /** Never answers (for timeouts and cancellation). */
  | { kind: 'hang' }
  /** 200 with a body that is not JSON. */
  | { kind: 'invalid-json' };

export type RecordedRequest = {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
};

export type FakeOpenAiServer = {
  /** Pass as the client's baseURL. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Queues replies, answered in order; when the queue is empty the responder (if any) answers. */
  enqueue(...replies: FakeReply[]): void;
  respondWith(responder: (request: RecordedRequest) => FakeReply): void;
  close(): Promise<void>;
};

function completion(reply: Extract<FakeReply, { kind: 'content' }>, model: unknown) {
  const content = typeof reply.content === 'string' ? reply.content : JSON.stringify(reply.content);
  const usage =
    reply.usage === null ? undefined : (reply.usage ?? { prompt_tokens: 100, completion_tokens: 50 });
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        finish_reason: reply.finishReason ?? 'stop',
        logprobs: null,
      },
    ],
    ...(usage ? { usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } } : {}),
  };
}

function answer(response: ServerResponse, reply: FakeReply, model: unknown): void {
  const json = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  if (reply.kind === 'hang') return;
  if (reply.kind === 'invalid-json') {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": [ not json');
    return;
  }
  if (reply.kind === 'status') {
    json(reply.status, reply.body ?? { error: { message: `status ${reply.status}`, type: 'server_error' } });
    return;
  }
  json(200, completion(reply, model));
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** A real HTTP server on a free port that speaks enough of the chat-completions protocol for the `openai` client. */
export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const queue: FakeReply[] = [];
  let responder: ((request: RecordedRequest) => FakeReply) | undefined;
  const requests: RecordedRequest[] = [];

  const server = createServer(async (request, response) => {
    const path = request.url ?? '/';
    if (request.method !== 'POST' || path !== '/v1/chat/completions') {
      response
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"error":{"message":"not found"}}');
      return;
    }
    const recorded = { path, headers: request.headers, body: await readJson(request) };
    requests.push(recorded);
    const reply = queue.shift() ?? responder?.(recorded) ?? { kind: 'status', status: 500 };
    answer(response, reply, recorded.body.model);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...replies) => queue.push(...replies),
    respondWith: (next) => {
      responder = next;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
