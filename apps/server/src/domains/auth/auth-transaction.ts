import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Tx } from '../../db/client.ts';

const openTransaction = new AsyncLocalStorage<Tx>();

/**
 * The database as better-auth sees it: every transaction it opens is remembered, so our own
 * database hooks (profile, role and preferences at sign-up) write inside the same transaction.
 * On PGlite this also matters for liveness: a query outside the open transaction would wait for it.
 */
export function trackTransactions(db: Db): Db {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') {
        const transaction: Db['transaction'] = (work, config) =>
          target.transaction((tx) => openTransaction.run(tx, () => work(tx)), config);
        return transaction;
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The transaction better-auth has open around the current call, else the database itself. */
export function authTx(db: Db): Tx {
  return openTransaction.getStore() ?? db;
}
