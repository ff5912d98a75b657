import { describe, expect, it } from 'vitest';
import type { ConsentCategory } from '../../modules/analytics/contract.ts';
import type { Ga4Ids } from '../../modules/analytics/ga4-ids.ts';
import { keepGa4Ids } from './keep-ga4-ids.ts';

const TAGGED = '_ga=GA1.1.123456789.1700000000; _ga_TEST1234=GS1.1.1700000500.2.1.1700000600.0.0.0';

/** Runs keepGa4Ids in a browser with these cookies and this consent; answers what it sent. */
async function kept(
  consent: ConsentCategory[],
  cookies = TAGGED,
  measurementId: string | null = 'G-TEST1234',
) {
  const sent: Ga4Ids[] = [];
  await keepGa4Ids(
    measurementId ?? undefined,
    async (ids) => void sent.push(ids),
    async () => consent,
    () => cookies,
  );
  return sent;
}

describe("the shopper's GA4 ids handed to their cart at checkout", () => {
  it('sends the client and session ids with analytics consent', async () => {
    expect(await kept(['analytics'])).toEqual([
      { ga_client_id: '123456789.1700000000', ga_session_id: '1700000500' },
    ]);
  });

  it('captures nothing without analytics consent, or where the shop tells no GA4 stream', async () => {
    expect(await kept([])).toEqual([]);
    expect(await kept(['marketing', 'preferences'])).toEqual([]);
    expect(await kept(['analytics'], TAGGED, null)).toEqual([]);
  });

  it("sends nothing without the tag's client cookie: the purchase goes as before", async () => {
    expect(await kept(['analytics'], '_ga_TEST1234=GS1.1.1700000500.2.1')).toEqual([]);
    expect(await kept(['analytics'], '_ga=GA1.1.12x.17')).toEqual([]);
  });

  it('does not throw when the cart cannot take them', async () => {
    await expect(
      keepGa4Ids(
        'G-TEST1234',
        () => Promise.reject(new Error('offline')),
        async () => ['analytics'],
        () => TAGGED,
      ),
    ).resolves.toEqual({ ga_client_id: '123456789.1700000000', ga_session_id: '1700000500' });
  });
});
