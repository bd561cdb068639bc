import type { LightMyRequestResponse } from 'fastify';

/** How many times each race is run: one interleaving rarely shows a bug, twenty usually do. */
export const RACE_ROUNDS = Number(process.env.RACE_ROUNDS ?? 20);

/** What a round found wrong, in words a failing test can print. */
export type Problems = string[];
/** How a round ended (who won), so the summary shows that each interleaving was reached. */
export interface RoundResult {
  outcome: string;
  problems: Problems;
}

const tallies: Array<{ scenario: string; problems: number; outcomes: Map<string, number> }> = [];

/**
 * Runs `round` RACE_ROUNDS times (each fires its calls at once and checks the data after) and
 * answers every problem found, labelled with its round.
 */
export async function raceRounds(
  scenario: string,
  round: (n: number) => Promise<RoundResult>,
): Promise<Problems> {
  const found: Problems = [];
  const outcomes = new Map<string, number>();
  for (let n = 0; n < RACE_ROUNDS; n++) {
    const { outcome, problems } = await round(n);
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    for (const problem of problems) found.push(`${scenario}, round ${n}: ${problem}`);
  }
  tallies.push({ scenario, problems: found.length, outcomes });
  return found;
}

/** The lines CI shows: "races: 5 scenarios × 20 rounds, 0 inconsistencies", then the outcomes. */
export function raceSummary(): string {
  const problems = tallies.reduce((sum, t) => sum + t.problems, 0);
  const lines = tallies.map(
    (t) => `  ${t.scenario}: ${[...t.outcomes].map(([o, k]) => `${o} ×${k}`).join(', ')}`,
  );
  return [
    `races: ${tallies.length} scenarios × ${RACE_ROUNDS} rounds, ${problems} inconsistencies`,
    ...lines,
  ].join('\n');
}

/**
 * Starts the calls in an order and with a head start that change from round to round (event-loop
 * turns and promise ticks, never a timed wait), so the rounds meet at different points.
 */
export async function together<T>(n: number, calls: Array<() => Promise<T>>): Promise<T[]> {
  const order = n % 2 === 0 ? calls : [...calls].reverse();
  const started: Array<Promise<T>> = [];
  for (const [i, call] of order.entries()) {
    if (i > 0) await headStart(n);
    started.push(call());
  }
  const answers = await Promise.all(started);
  return n % 2 === 0 ? answers : answers.reverse();
}

async function headStart(n: number) {
  for (let turn = 0; turn < Math.floor(n / 2) % 3; turn++) await new Promise(setImmediate);
  for (let tick = 0; tick < 150 * (Math.floor(n / 6) % 4); tick++) await Promise.resolve();
}

/**
 * A clear answer: a 2xx, or a 4xx among `refusals` carrying `{status, message}` with a message.
 * Answers the problem, or nothing when the answer is clear.
 */
export function unclear(
  who: string,
  res: LightMyRequestResponse,
  refusals: number[],
): string | undefined {
  if (res.statusCode >= 200 && res.statusCode < 300) return undefined;
  if (!refusals.includes(res.statusCode)) return `${who} answered ${res.statusCode}: ${res.body}`;
  const body = res.json() as { status?: unknown; message?: unknown };
  if (body.status !== res.statusCode || typeof body.message !== 'string' || !body.message)
    return `${who} refused without {status, message}: ${res.body}`;
  return undefined;
}

export const ok = (res: LightMyRequestResponse) => res.statusCode >= 200 && res.statusCode < 300;

/** Problems that are not empty strings (checks answer `false` or `''` when all is well). */
export const problemsOf = (...checks: Array<string | false | undefined>): Problems =>
  checks.filter((c): c is string => typeof c === 'string' && c.length > 0);

/** "post 201, delete 409": the outcome of a round of two or more calls. */
export const outcomeOf = (named: Record<string, LightMyRequestResponse>) =>
  Object.entries(named)
    .map(([who, res]) => `${who} ${res.statusCode}`)
    .join(', ');
