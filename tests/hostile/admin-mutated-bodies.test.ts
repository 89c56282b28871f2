import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { adminListingBody } from '../factories/admin-listing-body';
import { ADMIN, setupAuthApp } from '../helpers/auth-test-context';
import { expectCleanAnswer, readAnswer } from './clean-answer';
import { databaseFingerprint } from './database-fingerprint';
import { fuzzRuns, reportCases } from './fuzz-config';
import { hostileString } from './hostile-strings';
import { seedHostileCatalog } from './hostile-suite';

/**
 * Random bodies rarely get past a schema's first check, so here each case starts from a valid body and
 * replaces one field (nested offers included) with a hostile value: numbers past PostgreSQL's integer
 * range, floats, very long text, wrong types. A refusal must change nothing; an acceptance must read back.
 */
const context = setupAuthApp();
let cookie = '';
let bases: { method: 'POST' | 'PUT'; path: string; body: Record<string, unknown> }[] = [];

beforeAll(async () => {
  await seedHostileCatalog(context);
  cookie = await context.signIn(ADMIN);
  const [make] = await queryRows<{ id: string }>(context.handle.db, sql`select id from makes limit 1`);
  const [seller] = await queryRows<{ id: string }>(context.handle.db, sql`select id from sellers limit 1`);
  bases = [
    {
      method: 'POST',
      path: '/api/admin/listings',
      body: adminListingBody({ make_id: make?.id, seller_id: seller?.id }),
    },
    {
      method: 'POST',
      path: '/api/admin/sellers',
      body: {
        name: 'Bilhus Vest',
        company: 'Bilhus Vest ApS',
        email: 'salg@bilhus.dk',
        phone: '+45 12 34 56 78',
        website: 'https://bilhus.dk',
        price_lists: [{ name: 'Prisliste', url: 'https://bilhus.dk/p.pdf' }],
      },
    },
    {
      method: 'PUT',
      path: '/api/admin/settings/search_defaults',
      body: { mileage: 15_000, term: 36, deposit: 0, expectedVersion: 0 },
    },
    {
      method: 'POST',
      path: '/api/admin/users',
      body: { email: 'ny@bilhus.dk', name: 'Ny', password: 'et-godt-kodeord-1', admin: false },
    },
  ];
});

const hostileValue = fc.oneof(
  hostileString,
  fc.constantFrom(
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1e308,
    0.1,
    -0,
    1e-320,
  ),
  fc.constantFrom(null, true, [], {}, [null], { __proto__: { polluted: true } }, 'x'.repeat(100_000)),
  fc.integer(),
  fc.double({ noNaN: true }),
);

function withField(body: Record<string, unknown>, path: readonly (string | number)[], value: unknown) {
  const copy = structuredClone(body) as Record<string, unknown>;
  let target = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path[path.length - 1] as string] = value;
  return copy;
}

function fieldPaths(body: Record<string, unknown>): (string | number)[][] {
  return Object.entries(body).flatMap(([key, value]) =>
    Array.isArray(value) && value[0] && typeof value[0] === 'object'
      ? [[key], ...Object.keys(value[0]).map((inner) => [key, 0, inner])]
      : [[key]],
  );
}

describe('valid admin bodies with one hostile field', () => {
  it('never answer 5xx; refusals change nothing and accepted writes read back', async () => {
    const counts = new Map<string, number>();
    const outcomes = new Set<string>();
    for (const base of bases) {
      const label = `${base.method} ${base.path}`;
      const mutation = fc.record({ path: fc.constantFrom(...fieldPaths(base.body)), value: hostileValue });
      await fc.assert(
        fc.asyncProperty(mutation, async ({ path, value }) => {
          counts.set(label, (counts.get(label) ?? 0) + 1);
          const before = await databaseFingerprint(context.handle.db);
          const response = await context.request(base.path, {
            method: base.method,
            headers: { cookie, 'content-type': 'application/json' },
            body: JSON.stringify(withField(base.body, path, value)),
          });
          const answer = await readAnswer(response);
          outcomes.add(`${label} ${answer.status < 300 ? 'accepted' : 'refused'}`);
          expectCleanAnswer(answer, `${label} ${path.join('.')}=${JSON.stringify(value)?.slice(0, 80)}`);
          if (answer.status >= 400) expect(await databaseFingerprint(context.handle.db)).toEqual(before);
          const created = answer.status === 201 ? (JSON.parse(answer.text) as { id?: string }) : {};
          if (created.id && base.path === '/api/admin/listings') {
            const read = await context.request(`/api/admin/listings/${created.id}`, { headers: { cookie } });
            expect(read.status).toBe(200);
          }
        }),
        fuzzRuns(40),
      );
    }
    reportCases('admin bodies with one hostile field', counts);
    // The base bodies are valid (some mutations keep them so) and hostile values are refused.
    for (const base of bases) {
      expect(outcomes).toContain(`${base.method} ${base.path} accepted`);
      expect(outcomes).toContain(`${base.method} ${base.path} refused`);
    }
  }, 180_000);
});

describe('text PostgreSQL cannot store', () => {
  it('refuses a lone surrogate in a jsonb field and a NUL in a text field with 400, storing nothing', async () => {
    const seller = bases.find((base) => base.path === '/api/admin/sellers') as (typeof bases)[number];
    for (const [path, value] of [
      [['price_lists', 0, 'name'], '\ud800'],
      [['name'], 'Bilhus\u0000'],
    ] as const) {
      const before = await databaseFingerprint(context.handle.db);
      const response = await context.request(seller.path, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(withField(seller.body, path, value)),
      });
      const answer = await readAnswer(response);
      expectCleanAnswer(answer, `${path.join('.')}`);
      expect(JSON.parse(answer.text)).toMatchObject({
        code: 'VALIDATION',
        issues: [{ message: 'Teksten indeholder et ugyldigt tegn (NUL eller en halv unicode-tegnkode)' }],
      });
      expect(await databaseFingerprint(context.handle.db)).toEqual(before);
    }
  });
});
