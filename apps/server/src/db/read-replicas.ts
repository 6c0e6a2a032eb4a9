import { isDatabaseUnavailable } from './unavailable.ts';

/** What the ORM's node-postgres driver calls for every statement: a pg Pool has it. */
export interface QueryTarget {
  query(config: unknown, values?: unknown): Promise<unknown>;
}

export interface ReplicaRouterOptions {
  /** How long a replica that failed to answer is left out before it is tried again. */
  downForMs?: number;
  now?: () => number;
}

/**
 * The read handle's connection (docs/decisions/0018-scaling-faults-and-shutdown.md): each statement
 * goes to the next replica in turn. A replica that cannot be reached (stopped, refusing or ending
 * connections) is left out for `downForMs` and that statement runs once more on the primary; an
 * error in the statement itself (a bad query, a constraint) is the caller's and is never retried.
 * With every replica out, statements go to the primary.
 */
export function replicaRouter(
  replicas: QueryTarget[],
  primary: QueryTarget,
  { downForMs = 5000, now = Date.now }: ReplicaRouterOptions = {},
): QueryTarget {
  const downUntil = replicas.map(() => 0);
  let next = 0;
  const pick = (): number | undefined => {
    for (let i = 0; i < replicas.length; i++) {
      const index = (next + i) % replicas.length;
      if ((downUntil[index] ?? 0) <= now()) {
        next = index + 1;
        return index;
      }
    }
    return undefined;
  };
  return {
    async query(config, values) {
      const index = pick();
      const replica = index === undefined ? undefined : replicas[index];
      if (index === undefined || !replica) return primary.query(config, values);
      try {
        return await replica.query(config, values);
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        downUntil[index] = now() + downForMs;
        return primary.query(config, values);
      }
    },
  };
}
