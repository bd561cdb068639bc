import type { LightMyRequestResponse } from 'fastify';
import type { AccessCall } from './access-call';
import type { Actor } from './access-world';

/** Those who are neither B nor staff: nothing private of B's may reach them. */
const OUTSIDERS: Actor[] = ['visitor', 'customerA'];

function refusalShapeProblem(response: LightMyRequestResponse): string | undefined {
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return 'the refusal is not JSON';
  }
  const { status, message } = (body ?? {}) as { status?: unknown; message?: unknown };
  if (status !== response.statusCode) return `the refusal's status is ${String(status)}`;
  if (typeof message !== 'string' || !message.trim()) return 'the refusal has no message';
  return undefined;
}

/** B's private strings in the answer: its body or a redirect's target (which names the advert). */
function privateShown(response: LightMyRequestResponse, markers: string[], mayShow: string[] = []) {
  const text = `${response.body} ${String(response.headers.location ?? '')}`.toLowerCase();
  return markers.filter((m) => !mayShow.includes(m) && text.includes(m.toLowerCase()));
}

/** What is wrong with one answer: its status, its refusal's shape, or B's data in it. */
export function problemsOf(
  answer: { route: string; actor: Actor; expected: number; call: AccessCall },
  response: LightMyRequestResponse,
  privateMarkers: string[],
): string[] {
  const { route, actor, expected, call } = answer;
  const where = `${route} as ${actor}`;
  const problems: string[] = [];
  if (response.statusCode !== expected)
    problems.push(
      `${where}: expected ${expected}, answered ${response.statusCode} ${response.body.slice(0, 160)}`,
    );
  if (response.statusCode >= 400) {
    const shape = refusalShapeProblem(response);
    if (shape) problems.push(`${where}: ${shape}: ${response.body.slice(0, 160)}`);
  }
  const shown = privateShown(response, privateMarkers, call.mayShow);
  if (shown.length && (OUTSIDERS.includes(actor) || response.statusCode >= 400))
    problems.push(`${where}: answered with B's ${shown.join(', ')}`);
  // B's data seen by B or staff must not be kept by a shared cache for the next caller.
  if (shown.length && /public|s-maxage/i.test(String(response.headers['cache-control'] ?? '')))
    problems.push(`${where}: B's data in an answer shared caches may keep`);
  return problems;
}
