/**
 * Placeholder for type-checking only: another engineer writes the real analytics summary in
 * parallel; the integrator takes their file over this one.
 */
export function PartnerAnalyticsSummary() {
  return null;
}
