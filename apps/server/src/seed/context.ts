import type { Tx } from '../db/client.ts';
import type { Random } from './random.ts';

export interface SeedContext {
  tx: Tx;
  rng: Random;
  now: Date;
  dataDir: string;
}

export interface Person {
  id: string;
  name: string;
  email: string;
}

export interface Partner extends Person {
  /** The partner's company (they own it). */
  companyId: string;
  company: string;
  phone: string;
  abn: string;
  street: string;
  city: string;
  state: string;
  postcode: string;
}

export interface SeededProduct {
  id: string;
  name: string;
  slug: string;
  category: string;
  priceCents: number;
  costCents: number;
  stock: number;
}

/** Inserts in slices so no statement passes PostgreSQL's 65,535-parameter limit. */
export async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}
