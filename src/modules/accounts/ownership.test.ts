import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_API } from '../../platform/route.ts';
import {
  applyCouponAs,
  checkoutCall,
  completeSteps,
  US_ADDRESS,
} from '../../test/checkout-flow.ts';
import { loggedInCustomer } from '../../test/customers.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { readShop } from '../../test/shop.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof readShop>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await readShop(t.app);
});
afterAll(() => t.close());

async function call(method: string, url: string, cookie: string, body?: object) {
  const res = await t.app.inject({
    method: method as 'GET',
    url: url.startsWith('/') ? url : `${STORE_API}/${url}`,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

/** What each of a customer's own things is named by in a path. */
const OWN_PATHS: Record<string, string> = {
  '/addresses/:id': 'address',
  '/account/orders/:number': 'order',
  '/account/sessions/:id': 'session',
};

describe("a customer's things are theirs alone", () => {
  it('answers 404 to another customer on every route that names one of them', async () => {
    const ada = await loggedInCustomer(t.app);
    const bob = await loggedInCustomer(t.app);
    // Ada's address, order, session and wish.
    const address = await call('POST', 'addresses', ada.cookie, US_ADDRESS);
    const { product, variant } = shop.variantIn();
    const { cookie: cart } = await shop.cartWith({ product, variant });
    await completeSteps(t.app, cart!, { email: ada.email });
    const placed = await checkoutCall(t.app, 'POST', 'cart/checkout', cart, {
      idempotency_key: `ownership-${Date.now()}`.padEnd(24, 'x'),
    });
    const session = (await call('GET', 'account/sessions', ada.cookie)).body.data[0];
    await call('POST', 'wish_list/wishing', ada.cookie, { product_id: product.ID });
    const ids: Record<string, string> = {
      address: String(address.body.data.id),
      order: String(placed.body.order_number),
      session: String(session.id),
    };

    // Every route of the store API whose path names a customer's thing is listed here: a new
    // one must be added (and so tried).
    const named = [...t.app.operations.keys()]
      .map((key) => key.split(' ') as [string, string])
      .filter(([, path]) => /^\/api\/store\/(account|addresses|wish_list|stamped)\/.*:/.test(path));
    const paths = [...new Set(named.map(([, path]) => path.slice(STORE_API.length)))].sort();
    expect(paths).toEqual(Object.keys(OWN_PATHS).sort());

    for (const [method, path] of named) {
      const thing = OWN_PATHS[path.slice(STORE_API.length)]!;
      const url = path.replace(/:\w+/, ids[thing]!);
      const body = method === 'PUT' ? US_ADDRESS : undefined;
      const res = await call(method, url, bob.cookie, body);
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 404 });
      // Ada still has it.
      if (method === 'GET') expect((await call(method, url, ada.cookie)).status).toBe(200);
    }
    expect((await call('GET', 'account/info', ada.cookie)).status).toBe(200);
    expect((await call('GET', 'addresses', ada.cookie)).body.data).toHaveLength(1);
    // Lists are each one's own: Bob's wishlist, orders and sessions hold nothing of Ada's.
    expect((await call('GET', 'wish_list/wished', bob.cookie)).body).toEqual([]);
    expect((await call('GET', 'account/orders', bob.cookie)).body.data).toEqual([]);
    const bobs = (await call('GET', 'account/sessions', bob.cookie)).body.data;
    expect(bobs.map((s: { id: string }) => s.id)).not.toContain(session.id);
    expect((await call('GET', 'addresses', bob.cookie)).body.data).toEqual([]);
  });

  it("answers 404 to another customer's points and hides another customer's reward", async () => {
    const ada = await loggedInCustomer(t.app);
    const bob = await loggedInCustomer(t.app);
    const adaId = (await call('GET', 'account/info', ada.cookie)).body.data.id as number;
    const bobId = (await call('GET', 'account/info', bob.cookie)).body.data.id as number;
    await t.app.database.db.execute(
      sql`insert into reward_entries (customer_id, points, reason) values (${adaId}, 5000, 'signup')`,
    );
    const campaigns = (await call('GET', 'stamped/campaigns', bob.cookie)).body;
    const readPoints = async (who: { cookie: string }, customerId: number, email: string) => {
      const { token } = (await call('GET', 'stamped/getToken', who.cookie)).body;
      const res = await t.app.inject({
        method: 'POST',
        url: `${campaigns.points_url}?public_key=${campaigns.public_key}&store_hash=${campaigns.store_hash}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          customerId: String(customerId),
          customerEmail: email,
          authToken: token,
        }).toString(),
      });
      return { status: res.statusCode, body: res.json() };
    };
    // Bob's token names Ada (by id, by e-mail, by both): 404, the way a missing thing answers.
    for (const [id, email] of [
      [adaId, ada.email],
      [adaId, bob.email],
      [bobId, ada.email],
    ] as const) {
      const read = await readPoints(bob, id, email);
      expect(read).toEqual({
        status: 404,
        body: { code: 'rewards_points_not_found', message: expect.any(String) },
      });
    }
    expect((await readPoints(ada, adaId, ada.email)).body.responseBody.points).toBe(5000);

    // Ada's reward coupon: Bob's cart answers it as a code that does not exist; Ada's takes it.
    const redeemed = await call('POST', 'stamped/redeem_rewards', ada.cookie, {
      templateId: campaigns.data[0].id,
    });
    expect(redeemed.status).toBe(200);
    const code = redeemed.body.rule_code as string;
    const { cookie: bobsCart } = await shop.cartWith(shop.variantIn());
    const unknown = await applyCouponAs(t.app, bobsCart!, 'RW-ZZZZZZZZ', bob.cookie);
    expect(unknown).toMatchObject({ status: 422, body: { code: 'coupon_not_found' } });
    const refused = await applyCouponAs(t.app, bobsCart!, code, bob.cookie);
    expect(refused).toEqual(unknown);
    const { cookie: adasCart } = await shop.cartWith(shop.variantIn());
    const applied = await applyCouponAs(t.app, adasCart!, code, ada.cookie);
    expect(applied.status).toBe(200);
    expect(applied.body.coupon_record?.map((c) => c.code)).toEqual([code]);

    // Bob has no points to spend, whatever Ada has: his own balance is too low (422).
    const spent = await call('POST', 'stamped/redeem_rewards', bob.cookie, {
      templateId: campaigns.data[0].id,
    });
    expect(spent.status).toBe(422);
    expect(await t.app.rewards.balance(adaId)).toEqual({
      points: 5000 - campaigns.data[0].cost,
      pending: 0,
    });
  });
});
