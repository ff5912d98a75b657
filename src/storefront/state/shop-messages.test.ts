import { describe, expect, it } from 'vitest';
import {
  createMessageBoard,
  messagesOfAnswer,
  SUCCESS_MESSAGE_MS,
  TIMEOUT_MESSAGE_ID,
} from './shop-messages.ts';
import type { StoreAnswer } from './store-answers.ts';

const answer = (path: string, body: unknown, status = 200, method = 'GET'): StoreAnswer => ({
  path,
  method,
  status,
  body,
});
const said = (a: StoreAnswer) =>
  messagesOfAnswer(a).map((m) => [m.kind, m.text ?? m.id, m.timeoutMs]);

describe('what an answer of the store API says (spec section 8, Transport and notices)', () => {
  it('shows notices as warnings, errors as errors and success as success messages', () => {
    expect(
      said(
        answer('/products/x', {
          notices: ['Only a few left'],
          errors: [{ code: 'x', message: 'Could not save' }],
          success: ['Saved'],
        }),
      ),
    ).toEqual([
      ['error', 'Could not save', null],
      ['warning', 'Only a few left', null],
      ['success', 'Saved', SUCCESS_MESSAGE_MS],
    ]);
    expect(said(answer('/coupons', { success: 'Code copied' }))).toEqual([
      ['success', 'Code copied', SUCCESS_MESSAGE_MS],
    ]);
  });

  it('shows the cart’s notices as closable errors with no timeout', () => {
    const messages = messagesOfAnswer(
      answer(
        '/cart/coupons',
        { notices: [{ code: 'coupon_expired', message: 'Expired' }] },
        200,
        'POST',
      ),
    );
    expect(messages).toEqual([
      expect.objectContaining({ kind: 'error', text: 'Expired', cart: true, timeoutMs: null }),
    ]);
    expect(messagesOfAnswer(answer('/cart', { notices: ['Only 2 left'] }))[0]).toMatchObject({
      kind: 'error',
      cart: true,
    });
    // Not the cart's: a path that only starts like it.
    expect(messagesOfAnswer(answer('/cartography', { notices: ['x'] }))[0]!.kind).toBe('warning');
  });

  it('says the connection timed out for a 504 on any path', () => {
    for (const path of ['/cart', '/products?page=2', '/ip']) {
      expect(said(answer(path, {}, 504))).toEqual([['error', TIMEOUT_MESSAGE_ID, null]]);
    }
  });

  it('says nothing of what is no message: a success flag, field errors, an empty answer', () => {
    expect(said(answer('/cart', { notices: [], errors: [], success: true }))).toEqual([]);
    expect(said(answer('/cart/address', { errors: { email: 'Invalid' } }, 422, 'PUT'))).toEqual([]);
    expect(said(answer('/products', { data: [] }))).toEqual([]);
    expect(said(answer('/products', null))).toEqual([]);
    expect(said(answer('/products', { notices: ['', null, 3] }))).toEqual([]);
  });
});

describe('the shop-wide message board', () => {
  /** A board whose timed messages go when the test says their time is up. */
  function board() {
    const due: (() => void)[] = [];
    return { due, board: createMessageBoard((go) => void due.push(go)) };
  }
  const texts = (b: ReturnType<typeof createMessageBoard>) => b.messages().map((m) => m.text);

  it('keeps the cart’s messages to what its latest answer says', () => {
    const { board: b } = board();
    b.hear(answer('/cart', { notices: ['Only 2 left of Dress'] }));
    b.hear(answer('/products', { notices: ['Prices changed'] }));
    expect(texts(b)).toEqual(['Only 2 left of Dress', 'Prices changed']);
    // The same notice again is shown once.
    b.hear(answer('/cart', { notices: ['Only 2 left of Dress'] }));
    expect(texts(b)).toEqual(['Prices changed', 'Only 2 left of Dress']);
    // The cart's next answer no longer says it: it goes; the other message stays.
    b.hear(answer('/cart/12', { notices: [] }, 200, 'PUT'));
    expect(texts(b)).toEqual(['Prices changed']);
  });

  it('keeps a closed cart message closed, and shows other messages again when said again', () => {
    const { board: b } = board();
    b.hear(answer('/cart', { notices: ['Only 2 left of Dress'] }));
    b.close('error:Only 2 left of Dress');
    b.hear(answer('/cart', { notices: ['Only 2 left of Dress'] }));
    expect(b.messages()).toEqual([]);
    b.hear(answer('/products', {}, 504));
    b.close('timeout');
    expect(b.messages()).toEqual([]);
    b.hear(answer('/products', {}, 504));
    expect(b.messages().map((m) => m.id)).toEqual([TIMEOUT_MESSAGE_ID]);
  });

  it('lets a success message go when its time is up, and tells its subscribers', () => {
    const { board: b, due } = board();
    let told = 0;
    b.subscribe(() => told++);
    b.hear(answer('/contact_service', { success: ['Message sent'] }, 200, 'POST'));
    expect(texts(b)).toEqual(['Message sent']);
    expect(due).toHaveLength(1);
    due[0]!();
    expect(b.messages()).toEqual([]);
    expect(told).toBe(2);
  });
});
