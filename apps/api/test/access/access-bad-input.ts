import type { LightMyRequestResponse } from 'fastify';
import type { AccessCall } from './access-call';
import type { ExpectedAnswers } from './access-matrix';
import type { Actor } from './access-world';

/** The route called with input that fails every schema: an id that is none, unknown fields. */
export function badInputCall(route: string): AccessCall {
  const [method, path] = route.split(' ') as [AccessCall['method'], string];
  const url = path.replace(/:\w+/g, 'not-an-id').replace('*', 'x');
  if (method === 'GET' || method === 'DELETE') return { method, url: `${url}?page=-1&from=x` };
  return { method, url, payload: { unexpected: true } };
}

/**
 * Who is refused for who they are before anything they sent is read: a visitor wherever a
 * token is needed, a customer on the back office (401, then 403).
 */
export function refusedBeforeInput(expected: ExpectedAnswers): Array<[Actor, number]> {
  const refused: Array<[Actor, number]> = [];
  if (expected.visitor === 401) refused.push(['visitor', 401]);
  if (expected.customerA === 403 && expected.owner === 403) refused.push(['customerA', 403]);
  return refused;
}

export function badInputProblem(
  route: string,
  actor: Actor,
  status: number,
  res: LightMyRequestResponse,
) {
  return res.statusCode === status
    ? undefined
    : `${route} as ${actor} with bad input: expected ${status}, answered ${res.statusCode}`;
}
