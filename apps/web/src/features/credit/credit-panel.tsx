/**
 * Placeholder for type-checking only: another engineer writes the real credit panel in parallel;
 * the integrator takes their file over this one.
 */
export function CreditPanel() {
  return null;
}
