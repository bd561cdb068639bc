import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { CataloguedRoute } from '../route-catalogue';
import type { TestApp } from '../test-app';
import { hostileCases, type HostileCase, type Part } from './cases';
import { changedTables, createFingerprinter, type Fingerprint } from './db-fingerprint';
import { applyCase, toInject, type BaseRequest } from './request';
import { planFor } from './route-plans';
import { jsonSchemaOf, validArbitrary, type JsonSchema } from './valid-values';
import { tokenOf, type World } from './world';

export interface SweepTally {
  sent: number;
  fiveHundreds: number;
  refusals: number;
  changedData: number;
}

const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** The routes that take a picture as multipart/form-data, with the text fields sent beside it. */
const MULTIPART_FIELDS: Record<string, Record<string, string>> = {
  'POST /api/images/:advertId': { name: 'front.png', featured: '1' },
  'PUT /api/user/auth/photo': {},
  'PUT /api/agencies/:id/logo': {},
  // A catalogue file: a picture is no UTF-8 text, so every variant is refused before a write.
  'POST /api/agencies/:id/imports': {},
};

/** One value the schema accepts, the same for a given seed. */
const sampleValid = (s: JsonSchema | undefined, seed: number) =>
  s ? fc.sample(validArbitrary(s), { seed, numRuns: 1 })[0] : undefined;

/** Everything the sweep needs to call one route: its schemas, a valid request, its world. */
export async function prepareRoute(t: TestApp, route: CataloguedRoute, world: World, seed: number) {
  const plan = planFor(route.method, route.url);
  const pattern: string[] = route.url.match(/:\w+|\*/g) ?? [];
  if (pattern.length && !plan?.params)
    throw new Error(
      `${route.method} ${route.url} has path parameters: give it real ones in ROUTE_PLANS`,
    );
  const schemas: Partial<Record<Part, JsonSchema>> = {};
  if (route.schema.body) schemas.body = jsonSchemaOf(route.schema.body);
  if (route.schema.querystring) schemas.query = jsonSchemaOf(route.schema.querystring);
  if (route.schema.params) schemas.params = jsonSchemaOf(route.schema.params);
  else if (pattern.includes('*'))
    schemas.params = { type: 'object', properties: { '*': { type: 'string' } } };
  const multipartFields = MULTIPART_FIELDS[`${route.method} ${route.url}`];
  const isMultipart = multipartFields !== undefined;
  const base: BaseRequest = {
    method: route.method,
    url: route.url,
    params: (await plan?.params?.(world)) ?? {},
    query:
      plan?.query?.(world) ?? ((sampleValid(schemas.query, seed) ?? {}) as Record<string, unknown>),
    body: (await plan?.body?.(world)) ?? sampleValid(schemas.body, seed),
    multipartFile: isMultipart ? await tinyPicture() : undefined,
  };
  if (multipartFields) base.body = { ...multipartFields };
  const actor = plan?.actor ?? 'admin';
  return {
    actor,
    world,
    /** The caller's token, renewed after an accepted call (it may have ended the session). */
    token: await tokenOf(t, world, actor),
    schemas,
    base,
    takesBody: !!schemas.body || BODY_METHODS.includes(route.method),
    /** A JSON body the route's own schema refuses must never be accepted. */
    bodyRefusedBySchema: (request: BaseRequest) =>
      !!route.schema.body &&
      !isMultipart &&
      !route.schema.body.safeParse(JSON.parse(JSON.stringify(request.body ?? null))).success,
  };
}

let picture: Promise<Buffer> | undefined;
const tinyPicture = () => (picture ??= import('../pictures').then((p) => p.png(16, 12)));

export type PreparedRoute = Awaited<ReturnType<typeof prepareRoute>>;

/**
 * Sends one hostile request and checks it: never a 5xx, a refusal carries {status, message} and
 * changes no table, and a body the schema refuses is refused. Returns the fingerprint after it.
 */
export async function sendCase(
  t: TestApp,
  route: PreparedRoute,
  c: HostileCase,
  before: Fingerprint,
  fingerprinter: Awaited<ReturnType<typeof createFingerprinter>>,
  tally: SweepTally,
): Promise<Fingerprint> {
  // Limits would otherwise answer 429 before the values reach the services under test.
  await t.database.db.execute(
    sql`WITH counters AS (DELETE FROM rate_limit_counters) DELETE FROM throttles`,
  );
  const mark = await fingerprinter.mark();
  const request = applyCase(route.base, c);
  const options = toInject(request, c, route.takesBody);
  if (route.token) options.headers = { ...options.headers, authorization: route.token };
  const res = await t.app.inject(options);
  tally.sent += 1;
  await t.app.background.idle();
  const after = (await fingerprinter.mark()) === mark ? before : await fingerprinter.take();
  const sent = `${JSON.stringify(c).slice(0, 300)} as ${String(options.method)} ${String(options.url).slice(0, 200)}`;
  const what = `${sent} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  if (res.statusCode >= 500) {
    tally.fiveHundreds += 1;
    throw new Error(`answered ${res.statusCode}: ${what}`);
  }
  if (res.statusCode < 400) {
    route.token = await tokenOf(t, route.world, route.actor);
    if (c.kind !== 'raw' && c.part === 'body' && route.bodyRefusedBySchema(request))
      throw new Error(`accepted a body its schema refuses: ${what}`);
    return after;
  }
  tally.refusals += 1;
  const wire = safeJson(res.body) as { status?: unknown; message?: unknown } | undefined;
  if (wire?.status !== res.statusCode || typeof wire.message !== 'string' || !wire.message.trim())
    throw new Error(`refusal without {status, message}: ${what}`);
  const changed = changedTables(before, after);
  if (changed.length) {
    tally.changedData += 1;
    throw new Error(`refusal changed ${changed.join(', ')}: ${what}`);
  }
  return after;
}

const safeJson = (text: string) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

export const casesFor = (route: PreparedRoute) =>
  hostileCases(route.schemas, route.base.body, route.takesBody);
export type { World };
