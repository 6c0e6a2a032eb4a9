import { z } from 'zod';

/** GET /api/store/security-checks: the live server's own headers and cookie settings, checked. */
export const securityCheckSchema = z.object({
  id: z.string(),
  name: z.string(),
  passed: z.boolean(),
  detail: z.string(),
});
export const securityReportSchema = z.object({
  checks: z.array(securityCheckSchema),
  /** Percentage of checks passed, 0 to 100, rounded. */
  score: z.number().int().min(0).max(100),
  checkedAt: z.string(),
});
export type SecurityCheck = z.infer<typeof securityCheckSchema>;
export type SecurityReport = z.infer<typeof securityReportSchema>;

export function securityScore(checks: Pick<SecurityCheck, 'passed'>[]): number {
  if (checks.length === 0) return 0;
  return Math.round((checks.filter((c) => c.passed).length / checks.length) * 100);
}
