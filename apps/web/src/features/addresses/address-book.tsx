/**
 * Placeholder for type-checking only: another engineer writes the real address book (saved
 * delivery addresses) in parallel; the integrator takes their file over this one.
 */
export function AddressBook() {
  return null;
}
