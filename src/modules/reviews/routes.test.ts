import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDto } from '../catalog/contract.ts';
import { CLOSED_REVIEWS_INDEX } from '../catalog/demo-plan.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { readShop } from '../../test/shop.ts';
import type { ReviewDto, ReviewPage, SignedUpload, UploadedFile } from './contract.ts';
import { MAX_REVIEWS_PER_WINDOW, MAX_UPLOADS_PER_WINDOW } from './flood.ts';

let t: TestApp;
let products: ProductDto[];
beforeAll(async () => {
  // Pages and lists are kept a few seconds per instance (micro-cache); these tests read their
  // own writes at once.
  t = await createTestApp({ CATALOG_CACHE_TTL_MS: '0' });
  products = (await readShop(t.app)).products;
});
afterAll(() => t.close());

// Each test speaks from its own address, so the flood limits of one do not stop another.
let lastAddress = 0;
const newAddress = () => `10.0.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

interface Shopper {
  address: string;
  cookie?: string;
}
const shopper = (): Shopper => ({ address: newAddress() });

async function call(who: Shopper, method: 'GET' | 'POST', url: string, body?: unknown) {
  const res = await t.app.inject({
    method,
    url: `/api/store/${url}`,
    remoteAddress: who.address,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(who.cookie ? { cookie: `review_uploader=${who.cookie}` } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  const set = res.cookies.find((c) => c.name === 'review_uploader')?.value;
  if (set) who.cookie = set;
  return res;
}

const jpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#c8912e' } })
    .jpeg()
    .toBuffer();

/** Signs and sends a file as a browser would; answers both responses. */
async function upload(who: Shopper, file: Buffer, filename = 'photo.jpg', type = 'image/jpeg') {
  const signed = await call(who, 'POST', 'files/sign', {
    filename,
    content_type: type,
    size: file.length,
  });
  if (signed.statusCode !== 200) return { signed, sent: undefined };
  const { upload_url } = signed.json() as SignedUpload;
  const sent = await t.app.inject({
    method: 'POST',
    url: upload_url,
    remoteAddress: who.address,
    headers: { 'content-type': type, cookie: `review_uploader=${who.cookie}` },
    payload: file,
  });
  return { signed, sent };
}

const review = (product: ProductDto, over: Record<string, unknown> = {}) => ({
  product_id: product.ID,
  rating: 5,
  author: 'Ada',
  email: 'ada@example.com',
  body: 'Lovely and well made.',
  ...over,
});

/** The n-th product that takes reviews (with some already, or with none yet). */
const open = (n = 0, reviewed = true) =>
  products.filter((p) => p.review_status === 'open' && p.review_count > 0 === reviewed)[n]!;
const list = async (productId: number, query = '') =>
  (await t.app.inject(`/api/store/comments?product_id=${productId}${query}`)).json() as ReviewPage;

describe('reading reviews (GET comments)', () => {
  it('serves 10 a page by default, newest first, with the total and the summary', async () => {
    const product = products[0]!;
    const first = await list(product.ID);
    expect(first.data).toHaveLength(10);
    expect(first).toMatchObject({ page: 1, page_size: 10, total: 23, total_pages: 3 });
    expect(first.review_status).toBe('open');
    const dates = first.data.map((r) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await list(product.ID, '&page=2');
    expect(second.data).toHaveLength(10);
    expect(second.data.map((r) => r.id)).not.toContain(first.data[0]!.id);
    expect((await list(product.ID, '&page=3')).data).toHaveLength(3);
    expect((await list(product.ID, '&page_size=50')).data).toHaveLength(23);

    // The summary and the product agree with the reviews themselves.
    const all = (await list(product.ID, '&page_size=50')).data;
    const average = all.reduce((sum, r) => sum + r.rating, 0) / all.length;
    expect(first.summary.review_count).toBe(23);
    expect(first.summary.average_rating).toBe(Math.round(average * 10) / 10);
    expect(Object.values(first.summary.counts).reduce((a, b) => a + b, 0)).toBe(23);
    expect(product.review_count).toBe(23);
    expect(product.average_rating).toBeCloseTo(first.summary.average_rating, 5);
    // Never the reviewer's e-mail.
    expect(JSON.stringify(first)).not.toContain('@example.com');
  });

  it('shows the demo pictures with their thumbnails, from the database', async () => {
    const withPictures = (await list(products[0]!.ID, '&page_size=50')).data.find(
      (r) => r.images.length > 0,
    )!;
    const image = withPictures.images[0]!;
    expect(image.width).toBeGreaterThan(0);
    const original = await t.app.inject(image.url);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toMatch(/^image\/(jpeg|png)$/);
    expect(original.headers['cache-control']).toContain('max-age=31536000');
    const thumb = await t.app.inject(image.thumbnail);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(240);
    // Another instance serves the same picture: it is in the database, not on a disk.
    const other = await t.anotherInstance();
    expect((await other.app.inject(image.url)).rawPayload.equals(original.rawPayload)).toBe(true);
    await other.close();
    expect((await t.app.inject('/api/store/files/nosuchpicture0000000')).statusCode).toBe(404);
  });

  it('answers 404 for an unknown product, and nothing for closed reviews', async () => {
    const unknown = await t.app.inject('/api/store/comments?product_id=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'product_not_found' });
    const closed = products[CLOSED_REVIEWS_INDEX]!;
    expect(closed.review_status).not.toBe('open');
    const page = await list(closed.ID);
    expect(page).toMatchObject({ data: [], total: 0, review_status: closed.review_status });
    expect((await t.app.inject('/api/store/comments?product_id=abc')).statusCode).toBe(422);
    expect(
      (await t.app.inject(`/api/store/comments?product_id=1&page_size=51`)).json(),
    ).toMatchObject({
      errors: { page_size: 'The page size must be a whole number from 1 to 50.' },
    });
  });
});

describe('writing a review (POST comments)', () => {
  it('publishes it at the top and updates the product in the same step', async () => {
    const product = open(3);
    const before = await list(product.ID);
    const who = shopper();
    const posted = await call(who, 'POST', 'comments', review(product, { rating: 1 }));
    expect(posted.statusCode).toBe(201);
    const body = posted.json() as ReviewDto;
    expect(body).toMatchObject({ author: 'Ada', rating: 1, body: 'Lovely and well made.' });
    expect(JSON.stringify(body)).not.toContain('ada@example.com');
    const after = await list(product.ID);
    expect(after.data[0]!.id).toBe(body.id);
    expect(after.total).toBe(before.total + 1);
    const shown = (await t.app.inject(`/api/store/products/${product.slug}`)).json()
      .data as ProductDto;
    expect(shown.review_count).toBe(before.total + 1);
    expect(shown.average_rating).toBeCloseTo(after.summary.average_rating, 5);
    expect(shown.average_rating).toBeLessThan(before.summary.average_rating);
  });

  it('counts 5 and 4 stars as two reviews averaging 4.5', async () => {
    const product = open(0, false);
    expect(product.review_count).toBe(0);
    await call(shopper(), 'POST', 'comments', review(product, { rating: 5 }));
    await call(shopper(), 'POST', 'comments', review(product, { rating: 4 }));
    const shown = (await t.app.inject(`/api/store/products/${product.slug}`)).json()
      .data as ProductDto;
    expect(shown).toMatchObject({ review_count: 2, average_rating: 4.5 });
  });

  it('keeps the text as plain text, HTML and all', async () => {
    const posted = await call(
      shopper(),
      'POST',
      'comments',
      review(open(4), {
        body: '<img src=x onerror=alert(1)> great',
      }),
    );
    expect((posted.json() as ReviewDto).body).toBe('<img src=x onerror=alert(1)> great');
  });

  it('refuses each bad field with its message, and changes nothing', async () => {
    const product = open(5);
    const before = await list(product.ID);
    const who = shopper();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ rating: 0 }, 'rating', 'Choose a rating from 1 to 5 stars.'],
      [{ rating: 6 }, 'rating', 'Choose a rating from 1 to 5 stars.'],
      [{ rating: 4.5 }, 'rating', 'Choose a rating from 1 to 5 stars.'],
      [{ body: 'x'.repeat(2001) }, 'body', 'Write your review (at most 2000 characters).'],
      [{ body: '   ' }, 'body', 'Write your review (at most 2000 characters).'],
      [{ author: '' }, 'author', 'Enter your name (at most 60 characters).'],
      [{ author: 'x'.repeat(61) }, 'author', 'Enter your name (at most 60 characters).'],
      [{ email: 'not-an-address' }, 'email', 'Enter a valid e-mail address.'],
      [{ images: [1, 2, 3, 4, 5, 6] }, 'images', 'A review can have at most 5 pictures.'],
    ];
    for (const [over, field, message] of cases) {
      const res = await call(who, 'POST', 'comments', review(product, over));
      expect(res.statusCode, JSON.stringify(over).slice(0, 40)).toBe(422);
      expect(res.json().errors[field]).toBe(message);
    }
    const unknown = await call(who, 'POST', 'comments', review(product, { product_id: 999999 }));
    expect(unknown.statusCode).toBe(404);
    const closed = await call(who, 'POST', 'comments', review(products[CLOSED_REVIEWS_INDEX]!));
    expect(closed.statusCode).toBe(409);
    expect((await list(product.ID)).total).toBe(before.total);
    // 2000 characters are fine.
    const longest = await call(
      who,
      'POST',
      'comments',
      review(product, { body: 'y'.repeat(2000) }),
    );
    expect(longest.statusCode).toBe(201);
  });

  it(`stops a flood: more than ${MAX_REVIEWS_PER_WINDOW} reviews from one address → 429`, async () => {
    const product = open(6);
    const who = shopper();
    for (let i = 0; i < MAX_REVIEWS_PER_WINDOW; i++) {
      expect((await call(who, 'POST', 'comments', review(product))).statusCode).toBe(201);
    }
    // Counted in the database: another instance of the shop refuses it too.
    const other = await t.anotherInstance();
    const flooded = await other.app.inject({
      method: 'POST',
      url: '/api/store/comments',
      remoteAddress: who.address,
      headers: { 'content-type': 'application/json', 'x-lang': 'de-DE' },
      payload: JSON.stringify(review(product)),
    });
    await other.close();
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json().message).toBe(
      'Sie haben in kurzer Zeit mehrere Bewertungen gesendet. Bitte versuchen Sie es in 10 Minuten erneut.',
    );
    expect((await call(shopper(), 'POST', 'comments', review(product))).statusCode).toBe(201);
  });
});

describe('pictures (files/sign, files, attachments)', () => {
  it('takes a picture, and a review shows it', async () => {
    const who = shopper();
    const { signed, sent } = await upload(who, await jpeg());
    expect(signed.json()).toMatchObject({
      upload_url: expect.stringMatching(/^\/api\/store\/files\?token=/),
      token: expect.any(String),
      expires_at: expect.any(String),
    });
    expect(sent!.statusCode).toBe(201);
    const file = sent!.json() as UploadedFile;
    expect(file).toMatchObject({
      content_type: 'image/jpeg',
      width: 64,
      height: 48,
      review_id: null,
    });
    // The token is spent.
    const again = await t.app.inject({
      method: 'POST',
      url: (signed.json() as SignedUpload).upload_url,
      remoteAddress: who.address,
      headers: { 'content-type': 'image/jpeg', cookie: `review_uploader=${who.cookie}` },
      payload: await jpeg(),
    });
    expect(again.statusCode).toBe(403);

    const attachments = await call(who, 'POST', 'attachments', { ids: [file.id] });
    expect(attachments.json().data).toEqual([file]);

    const product = open(7);
    const posted = await call(who, 'POST', 'comments', review(product, { images: [file.id] }));
    expect(posted.statusCode).toBe(201);
    expect((posted.json() as ReviewDto).images).toEqual([
      { id: file.id, url: file.url, thumbnail: file.thumbnail, width: 64, height: 48 },
    ]);
    expect((await list(product.ID)).data[0]!.images).toHaveLength(1);
    const served = await t.app.inject(file.url);
    expect(served.headers['content-type']).toBe('image/jpeg');

    // Used once only; and only by the browser that uploaded it.
    const reused = await call(who, 'POST', 'comments', review(product, { images: [file.id] }));
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors.images).toBeDefined();
    const other = shopper();
    const { sent: theirs } = await upload(other, await jpeg());
    const stolen = await call(
      who,
      'POST',
      'comments',
      review(product, {
        images: [(theirs!.json() as UploadedFile).id],
      }),
    );
    expect(stolen.statusCode).toBe(422);
  });

  it('takes 5 pictures on a review, not 6', async () => {
    const who = shopper();
    const ids: number[] = [];
    for (let i = 0; i < 6; i++)
      ids.push(((await upload(who, await jpeg())).sent!.json() as UploadedFile).id);
    const product = open(8);
    const six = await call(who, 'POST', 'comments', review(product, { images: ids }));
    expect(six.statusCode).toBe(422);
    expect(six.json().errors.images).toBe('A review can have at most 5 pictures.');
    const five = await call(who, 'POST', 'comments', review(product, { images: ids.slice(0, 5) }));
    expect(five.statusCode).toBe(201);
    expect((five.json() as ReviewDto).images.map((i) => i.id)).toEqual(ids.slice(0, 5));
  });

  it('refuses other types by name, by declared type and by the bytes themselves', async () => {
    const who = shopper();
    const typeMessage = 'Only JPG, JPEG, PNG or GIF pictures.';
    const webp = await call(who, 'POST', 'files/sign', {
      filename: 'a.webp',
      content_type: 'image/webp',
      size: 10,
    });
    expect(webp.statusCode).toBe(422);
    expect(webp.json().errors.filename).toBe(typeMessage);
    const pdf = await call(who, 'POST', 'files/sign', {
      filename: 'a.pdf',
      content_type: 'application/pdf',
      size: 10,
    });
    expect(pdf.json().errors.filename).toBe(typeMessage);
    const claimed = await call(who, 'POST', 'files/sign', {
      filename: 'a.jpg',
      content_type: 'text/plain',
      size: 10,
    });
    expect(claimed.json().errors.content_type).toBe(typeMessage);

    // A text file renamed .jpg passes the name check, and the bytes give it away.
    const text = Buffer.from('just some words, not a picture at all');
    const { signed, sent } = await upload(who, text, 'holiday.jpg', 'image/jpeg');
    expect(signed.statusCode).toBe(200);
    expect(sent!.statusCode).toBe(422);
    expect(sent!.json().message).toBe(typeMessage);
    // A real WebP named .png: still not one of the four.
    const webpBytes = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#000' },
    })
      .webp()
      .toBuffer();
    const { sent: disguised } = await upload(who, webpBytes, 'x.png', 'image/png');
    expect(disguised!.statusCode).toBe(422);
  });

  it('refuses a picture over 8 MB, when declared and when sent', async () => {
    const who = shopper();
    const sizeMessage = 'Each picture can be at most 8 MB.';
    const declared = await call(who, 'POST', 'files/sign', {
      filename: 'big.jpg',
      content_type: 'image/jpeg',
      size: Math.round(8.1 * 1024 * 1024),
    });
    expect(declared.statusCode).toBe(422);
    expect(declared.json().errors.size).toBe(sizeMessage);

    // Signed as small, sent as 9 MB.
    const signed = await call(who, 'POST', 'files/sign', {
      filename: 'big.jpg',
      content_type: 'image/jpeg',
      size: 1000,
    });
    const big = Buffer.concat([await jpeg(), Buffer.alloc(9 * 1024 * 1024)]);
    const sent = await t.app.inject({
      method: 'POST',
      url: (signed.json() as SignedUpload).upload_url,
      remoteAddress: who.address,
      headers: { 'content-type': 'image/jpeg', cookie: `review_uploader=${who.cookie}` },
      payload: big,
    });
    expect(sent.statusCode).toBe(413);
    expect(sent.json().message).toBe(sizeMessage);
  });

  it('refuses an upload without a valid token or from another browser', async () => {
    const who = shopper();
    const signed = (
      await call(who, 'POST', 'files/sign', {
        filename: 'a.png',
        content_type: 'image/png',
        size: 100,
      })
    ).json() as SignedUpload;
    const withoutCookie = await t.app.inject({
      method: 'POST',
      url: signed.upload_url,
      headers: { 'content-type': 'image/png' },
      payload: await jpeg(),
    });
    expect(withoutCookie.statusCode).toBe(403);
    const badToken = await t.app.inject({
      method: 'POST',
      url: '/api/store/files?token=aaaaaaaaaaaaaaaaaaaaaaaa',
      headers: { 'content-type': 'image/png', cookie: `review_uploader=${who.cookie}` },
      payload: await jpeg(),
    });
    expect(badToken.statusCode).toBe(403);
  });

  it(`stops a flood of uploads: more than ${MAX_UPLOADS_PER_WINDOW} from one address → 429`, async () => {
    const who = shopper();
    const sign = () =>
      call(who, 'POST', 'files/sign', { filename: 'a.gif', content_type: 'image/gif', size: 100 });
    for (let i = 0; i < MAX_UPLOADS_PER_WINDOW; i++) expect((await sign()).statusCode).toBe(200);
    const flooded = await sign();
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json().message).toBe(
      'Too many pictures were sent in a short time. Please try again in 10 minutes.',
    );
  });
});
