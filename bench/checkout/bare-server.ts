import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';

/**
 * The checkout bench's baseline: node:http + pg doing only the essential SQL of "add to cart" and
 * "check out", with no framework, validation, sessions, emails, notifications or live events. The
 * buyer is named by the `x-bench-user` header (a user id). Add to cart is one upsert; a checkout
 * is 7 statements: begin, the cart lines locked with their prices and the delivery cost, the
 * order, its lines, the guarded stock update of every line with its inventory history (one
 * statement, the same one the app sends), the cart emptied, commit.
 */
export const BARE_STATEMENTS = { add: 1, checkout: 7 };

// Locks the products in id order (no deadlock between carts sharing products), takes the units of
// every line that has enough, and writes each taken line's inventory history, in one statement.
export const TAKE_STOCK_SQL = `with wanted as (
    select * from unnest($1::uuid[], $2::int[]) as w(product_id, quantity)
  ), locked as (
    select p.id from products p where p.id in (select product_id from wanted) order by p.id for no key update
  ), taken as (
    update products p set stock_quantity = p.stock_quantity - w.quantity, updated_at = now()
    from locked join wanted w on w.product_id = locked.id
    where p.id = locked.id and p.stock_quantity >= w.quantity
    returning p.id, p.name, p.stock_quantity, p.low_stock_threshold, w.quantity
  ), history as (
    insert into inventory_history (product_id, change_type, quantity_change, previous_quantity, new_quantity, notes, reference_type, reference_id, created_by)
    select id, 'sale', -quantity, stock_quantity + quantity, stock_quantity, 'Partner order', 'order', $3::uuid, $4::uuid from taken
  )
  select id, name, stock_quantity, low_stock_threshold, quantity from taken`;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>;
}

async function addToCart(pool: pg.Pool, userId: string, body: Record<string, unknown>) {
  const { rows } = await pool.query(
    `insert into cart_items (user_id, product_id, quantity) values ($1, $2, $3)
     on conflict (user_id, product_id) do update set quantity = cart_items.quantity + excluded.quantity, updated_at = now()
     returning id, quantity`,
    [userId, body.productId, body.quantity],
  );
  return { line: rows[0] };
}

async function checkout(pool: pg.Pool, userId: string, body: Record<string, unknown>) {
  const shipping = body.shipping as Record<string, string>;
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows: lines } = await client.query<{
      id: string;
      product_id: string;
      quantity: number;
      name: string;
      price: string;
      delivery: string;
    }>(
      `select c.id, c.product_id, c.quantity, p.name, p.price,
              (select base_cost from delivery_methods where id = $2 and is_active) as delivery
       from cart_items c join products p on p.id = c.product_id
       where c.user_id = $1 order by c.product_id for update of c`,
      [userId, body.deliveryMethodId],
    );
    if (lines.length === 0) throw new HttpError(400, 'Your cart is empty.');
    const cents = (s: string) => Math.round(Number(s) * 100);
    const deliveryCents = cents(lines[0]!.delivery);
    const totalCents = lines.reduce((s, l) => s + cents(l.price) * l.quantity, deliveryCents);
    const { rows: order } = await client.query<{ id: string }>(
      `insert into orders (partner_id, company_id, status, total_amount, delivery_cost, delivery_method_id, payment_method,
         shipping_name, shipping_address, shipping_city, shipping_state, shipping_postal_code)
       values ($1, (select company_id from company_members where user_id = $1), 'pending', $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
      [
        userId,
        (totalCents / 100).toFixed(2),
        (deliveryCents / 100).toFixed(2),
        body.deliveryMethodId,
        body.paymentMethod,
        shipping.name,
        shipping.address,
        shipping.city,
        shipping.state,
        shipping.postalCode,
      ],
    );
    const orderId = order[0]!.id;
    await client.query(
      `insert into order_items (order_id, product_id, product_name, quantity, price_per_unit)
       select $1, * from unnest($2::uuid[], $3::text[], $4::int[], $5::numeric[])`,
      [
        orderId,
        lines.map((l) => l.product_id),
        lines.map((l) => l.name),
        lines.map((l) => l.quantity),
        lines.map((l) => l.price),
      ],
    );
    const { rows: taken } = await client.query(TAKE_STOCK_SQL, [
      lines.map((l) => l.product_id),
      lines.map((l) => l.quantity),
      orderId,
      userId,
    ]);
    if (taken.length < lines.length) throw new HttpError(409, 'Not enough stock.');
    await client.query('delete from cart_items where id = any($1::uuid[])', [lines.map((l) => l.id)]);
    await client.query('commit');
    return { orderId, total: totalCents / 100 };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/** Starts the baseline on an ephemeral loopback port; `close` ends it and its pool. */
export async function startBareCheckoutServer(
  url: string,
): Promise<{ base: string; close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {});
  const server: Server = createServer((req, res) => {
    const userId = String(req.headers['x-bench-user'] ?? '');
    const route: ((pool: pg.Pool, userId: string, body: Record<string, unknown>) => Promise<unknown>) | null =
      req.method === 'POST' && req.url === '/api/partner/cart/items'
        ? addToCart
        : req.method === 'POST' && req.url === '/api/partner/checkout'
          ? checkout
          : null;
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    readJson(req)
      .then((body) => route(pool, userId, body))
      .then(
        (result) => {
          res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(result));
        },
        (error: Error) => {
          const status = error instanceof HttpError ? error.status : 500;
          if (status === 500) console.error('bare server:', error.message);
          res.writeHead(status, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              error: { code: status === 500 ? 'INTERNAL' : 'CONFLICT', message: error.message },
            }),
          );
        },
      );
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
    },
  };
}
