/** The cluster check's figures from the load's records, and the rules they must meet. */

/** Resolves once `condition()` is true; rejects after `ms` (a pause when it never is). */
export async function waitFor(condition, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`condition not met within ${ms} ms`);
}

/** No answer at all, or a 5xx. */
export const failed = (records) => records.filter((r) => r.status === 0 || r.status >= 500);

const isWellFormed503 = (p) => {
  if (p.status !== 503 || !p.retryAfter) return false;
  try {
    const body = JSON.parse(p.body);
    return body.status === 503 && typeof body.message === 'string' && body.message.length > 0;
  } catch {
    return false;
  }
};

export function phaseFigures(records, marks, outageProbes) {
  const between = (from, to) => records.filter((r) => r.endedAt >= from && r.startedAt < to);
  const before = records.filter((r) => r.endedAt < marks.dbDown);
  const outage = between(marks.dbDown, marks.recovered);
  // Up to the kill: what was still in flight then belongs to the kill's figures.
  const afterRecovery = records.filter(
    (r) => r.startedAt >= marks.recovered && r.endedAt < marks.killed,
  );
  const inFlightAtKill = records.filter(
    (r) => r.startedAt < marks.killed && r.endedAt >= marks.killed,
  );
  const afterKill = records.filter((r) => r.startedAt >= marks.killed);
  const probes503 = outageProbes.filter((p) => p.status === 503);
  return {
    requests: records.length,
    beforeOutage: { requests: before.length, failures: failed(before).length },
    outage: {
      ms: marks.recovered - marks.dbDown,
      requests: outage.length,
      answered503: outage.filter((r) => r.status === 503).length,
      otherFailures: failed(outage).filter((r) => r.status !== 503).length,
      healthProbes: outageProbes.length,
      probes503WithMessageAndRetryAfter: probes503.filter(isWellFormed503).length,
      probesOther: outageProbes.length - probes503.length,
    },
    afterRecovery: { requests: afterRecovery.length, failures: failed(afterRecovery).length },
    processKilled: {
      requestsInFlightAtKill: inFlightAtKill.length,
      readsInFlightFailed: failed(inFlightAtKill).filter((r) => r.method === 'GET').length,
      writesInFlightFailed: failed(inFlightAtKill).filter((r) => r.method !== 'GET').length,
      requestsAfterKill: afterKill.length,
      failuresAfterKill: failed(afterKill).length,
    },
  };
}

export function checkFigures(f) {
  const problems = [];
  if (f.beforeOutage.failures)
    problems.push(`${f.beforeOutage.failures} failures before the outage`);
  if (f.outage.answered503 === 0) problems.push('no 503 while PostgreSQL was down');
  if (f.outage.otherFailures)
    problems.push(`${f.outage.otherFailures} failures other than 503 while PostgreSQL was down`);
  if (f.outage.probesOther > 0 && f.outage.probes503WithMessageAndRetryAfter === 0)
    problems.push('health probes while down were not 503 with a message');
  const bad503 =
    f.outage.healthProbes - f.outage.probesOther - f.outage.probes503WithMessageAndRetryAfter;
  if (bad503) problems.push(`${bad503} 503 answers without {status, message} or Retry-After`);
  if (f.afterRecovery.failures)
    problems.push(`${f.afterRecovery.failures} failures after recovery`);
  if (f.processKilled.readsInFlightFailed)
    problems.push(
      `${f.processKilled.readsInFlightFailed} reads failed when a process was killed (nginx should resend them)`,
    );
  if (f.processKilled.failuresAfterKill)
    problems.push(
      `${f.processKilled.failuresAfterKill} failures while one process was dead or restarting`,
    );
  if (!f.servedByBoth) problems.push('the restarted process does not serve requests again');
  if (!f.survivedOutage) problems.push('an API process was restarted to recover');
  return problems;
}
