/**
 * The checkout bench's load generator, run as its own process (child_process.fork) so autocannon
 * never shares an event loop with the server it measures. It receives one run's plan over IPC,
 * drives one autocannon client per buyer (each alternating add to cart, checkout) and sends back
 * every checkout's status and response time.
 */
import { randomUUID } from 'node:crypto';
import type autocannon from 'autocannon';
import { checkoutInput } from './checkout-input.ts';
import { runAutocannon } from './measure.ts';

export interface LoadPlan {
  base: string;
  /** Per buyer: the headers that identify them (cookie and CSRF token, or the bare server's user). */
  buyers: Record<string, string>[];
  productIds: string[];
  deliveryMethodId: string;
  /** 'spread': each line one of the products at random; 'hot': every line the first product. */
  pick: 'spread' | 'hot';
  seconds: number;
}

export interface LoadOutcome {
  checkoutTimes: number[];
  statuses: Record<string, number>;
  /** Answers to the cart adds other than 201. */
  addFailures: number;
  errors: number;
  /** CPU seconds (user + system) this load generator used for the run: its share of the cores. */
  cpuSeconds: number;
}

async function run(plan: LoadPlan): Promise<LoadOutcome> {
  const cpu = process.cpuUsage();
  const checkoutTimes: number[] = [];
  const statuses: Record<string, number> = {};
  let addFailures = 0;
  const pick = () => (plan.pick === 'hot' ? 0 : Math.floor(Math.random() * plan.productIds.length));
  const results = await Promise.all(
    plan.buyers.map((buyer) => {
      const headers = { ...buyer, 'content-type': 'application/json' };
      let responses = 0;
      const requests: autocannon.Request[] = [
        {
          method: 'POST',
          path: '/api/partner/cart/items',
          headers,
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({
              productId: plan.productIds[pick()],
              quantity: 1 + Math.floor(Math.random() * 3),
            }),
          }),
        },
        {
          method: 'POST',
          path: '/api/partner/checkout',
          body: JSON.stringify(checkoutInput(plan.deliveryMethodId)),
          setupRequest: (req) => ({ ...req, headers: { ...headers, 'idempotency-key': randomUUID() } }),
        },
      ];
      return runAutocannon(
        { url: plan.base, connections: 1, duration: plan.seconds, requests },
        (status, ms) => {
          // Each connection alternates: even responses are the cart add's, odd ones the checkout's.
          if (responses++ % 2 === 1) {
            checkoutTimes.push(ms);
            statuses[status] = (statuses[status] ?? 0) + 1;
          } else if (status !== 201) addFailures++;
        },
      );
    }),
  );
  return {
    checkoutTimes,
    statuses,
    addFailures,
    errors: results.reduce((s, r) => s + r.errors + r.timeouts, 0),
    cpuSeconds: (({ user, system }) => (user + system) / 1e6)(process.cpuUsage(cpu)),
  };
}

process.on('message', (plan: LoadPlan) => {
  run(plan).then(
    (outcome) => process.send?.({ ok: true, outcome }),
    (error: Error) => process.send?.({ ok: false, error: error.stack ?? String(error) }),
  );
});
