import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Algorithm is an ambient const enum, which verbatimModuleSyntax cannot import as a value.
const ARGON2ID = 2 as Algorithm.Argon2id;

/**
 * argon2id in the PHC string format ($argon2id$v=19$m=...). better-auth stores it in
 * accounts.password; seed scripts and test factories write the same format directly.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(data: { hash: string; password: string }): Promise<boolean> {
  // A malformed stored hash means "no match", never a 500.
  return verify(data.hash, data.password).catch(() => false);
}
