import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createAccountService } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a mail asked for a known and an unknown address', () => {
  it('is answered before the address is even looked up: the same work, so the same time', async () => {
    const deferred: (() => Promise<void>)[] = [];
    const accounts = createAccountService(t.app.database.db, {
      jobs: t.app.jobs,
      translator: t.app.translator,
      shopName: 'Vitrine',
      origin: 'http://localhost',
      countAddresses: async () => 0,
      later: (work) => void deferred.push(work),
    });
    const known = `known-${Date.now()}@example.com`;
    await accounts.register({
      email: known,
      password: 'a long walk by the river',
      passwordConfirmation: 'a long walk by the river',
      locale: 'en-US',
    });
    deferred.length = 0;
    for (const email of [known, `nobody-${Date.now()}@example.com`]) {
      await accounts.forgotPassword(email);
      await accounts.sendLoginCode(email);
      await accounts.resendVerification(email);
    }
    // Each answered with nothing done yet, whoever the address belongs to.
    expect(deferred).toHaveLength(6);
    // The work then does what the answer promised (and nothing for the unknown address).
    for (const work of deferred) await work();
  });
});
