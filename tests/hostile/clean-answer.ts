import { expect } from 'vitest';

/** What must never reach a client: stack frames, source paths, SQL and driver errors, JS error names. */
const LEAK_PATTERNS = [
  /\bat \S+ \(/,
  /\.(ts|js|mjs|cjs):\d+(:\d+)?/,
  /\/work\/|node_modules|\/src\/(server|db|domain)\//,
  /syntax error at or near|invalid input syntax|violates .* constraint|duplicate key value|relation "[^"]+" does not exist/i,
  /Failed query|DrizzleQueryError|PGlite|PostgresError|ECONNREFUSED/,
  /\b(TypeError|RangeError|ReferenceError|ZodError|SyntaxError)\b|Unexpected token|is not a function|Cannot read properties/,
];

/** English phrasing in an error message a person sees (zod's defaults, framework texts). */
const ENGLISH =
  /\b(the|invalid|expected|received|required|must|failed|error|unauthorized|forbidden|too (big|small|large))\b/i;
/** The spec gives this one verbatim for a missing listing (product spec §8). */
const SPEC_ENGLISH_MESSAGES = new Set(['Listing not found']);

export type Answer = { status: number; contentType: string; text: string };

export async function readAnswer(response: Response): Promise<Answer> {
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

function messagesOf(body: Record<string, unknown>): string[] {
  const issues = Array.isArray(body.issues) ? body.issues : [];
  return [
    body.error,
    body.message,
    ...issues.map((issue) => (issue as { message?: unknown } | null)?.message),
  ].filter((message): message is string => typeof message === 'string');
}

/**
 * No 5xx, nothing internal in the body, and a refusal is `{ error, code }` JSON (src/server/http-error.ts)
 * whose messages are Danish. `authShape` is better-auth's own `{ code, message }` under /api/auth.
 */
export function expectCleanAnswer(answer: Answer, label: string, options: { authShape?: boolean } = {}) {
  const context = `${label} → ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, context).toBeLessThan(500);
  for (const pattern of LEAK_PATTERNS) expect(answer.text, context).not.toMatch(pattern);
  if (answer.status < 400) return;
  // better-auth's router answers an unknown /api/auth path with an empty 404 (nothing a person sees).
  if (options.authShape && answer.status === 404 && answer.text === '') return;
  expect(answer.contentType, context).toContain('application/json');
  const body = JSON.parse(answer.text) as Record<string, unknown>;
  if (options.authShape) {
    expect(typeof (body.message ?? body.error), context).toBe('string');
    return;
  }
  expect(body, context).toMatchObject({ error: expect.any(String), code: expect.any(String) });
  expect((body.error as string).length, context).toBeGreaterThan(0);
  for (const message of messagesOf(body)) {
    // Quoted parts are values (enum options such as "failed"), not wording.
    const wording = message.replace(/"[^"]*"/g, '');
    if (!SPEC_ENGLISH_MESSAGES.has(message)) expect(wording, context).not.toMatch(ENGLISH);
  }
}
