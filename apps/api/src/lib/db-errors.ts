/** True when PostgreSQL refused a write for a unique index (code 23505), whichever driver reported it. */
export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; cause?: { code?: string } } | undefined;
  return err?.code === '23505' || err?.cause?.code === '23505';
}
