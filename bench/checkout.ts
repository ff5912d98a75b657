/**
 * The checkout benchmark's carts: `count` carts of one line (a variant whose stock is not
 * managed), the first taken through the checkout steps by the API, the others given the same
 * choices straight in the database (the setup is not what is measured).
 */
import pg from 'pg';

async function pool<T>(n: number, width: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < n) {
        const i = next++;
        out[i] = await work(i);
      }
    }),
  );
  return out;
}

async function call(base: string, path: string, hash: string | undefined, body?: unknown) {
  const res = await fetch(`${base}/api/store/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(hash ? { cookie: `cart_hash=${hash}` } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`checkout fixture ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/** Carts ready to pay, on PostgreSQL at `databaseUrl`; resolves with their hashes. */
export async function readyCarts(
  base: string,
  databaseUrl: string,
  item: { product_id: number; variant_id: number },
  count: number,
): Promise<string[]> {
  const hashes = await pool(count, 16, async () => {
    const cart = await call(base, 'cart', undefined, { items: [{ ...item, quantity: 1 }] });
    return String(cart.hash);
  });
  const [first] = hashes;
  await call(base, 'cart/set_customer_email', first, { email: 'bench@example.com' });
  const answer = await call(base, 'cart/address', first, {
    shipping_address: {
      first_name: 'Bench',
      last_name: 'Shopper',
      address1: '1 Load Street',
      city: 'Springfield',
      province: 'IL',
      country: 'US',
      zip: '62701',
    },
  });
  const methods = (answer.shipping as { methods: { id: string }[] }).methods;
  await call(base, 'cart/shipping', first, { method_id: methods.at(-1)!.id });
  await call(base, 'cart/payment', first, { method: 'bank_transfer' });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into checkouts (cart_hash, email, shipping_address, shipping_method, shipping_cost,
         payment_method, step)
       select h, c.email, c.shipping_address, c.shipping_method, c.shipping_cost,
         c.payment_method, c.step
       from checkouts c, unnest($2::text[]) h where c.cart_hash = $1`,
      [first, hashes.slice(1)],
    );
  } finally {
    await client.end();
  }
  return hashes;
}
