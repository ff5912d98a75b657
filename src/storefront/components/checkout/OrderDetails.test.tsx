import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { englishShopBoot } from '../../../test/shop-boot.ts';
import { compileMessages, loadMessages } from '../../server/messages.ts';
import { Providers } from '../../Providers.tsx';
import { ShipmentTracking } from './OrderDetails.tsx';

const shipment = {
  carrier: 'DHL',
  tracking_number: 'JD014600006281230704',
  status_label: 'In Zustellung',
  events: [
    {
      at: '2026-11-27T16:05:00.000Z',
      status: 'out_for_delivery',
      description: 'In Zustellung',
      location: 'Berlin',
    },
  ],
} as never;

describe("a parcel's tracking events", () => {
  it("dates each event in the page's language, the same wherever it is rendered", async () => {
    const english = await englishShopBoot();
    const german = {
      ...english,
      locale: 'de-DE' as const,
      intlLocale: 'de-DE',
      messages: compileMessages(await loadMessages('de-DE')),
    };
    const html = renderToString(
      <Providers boot={german}>
        <ShipmentTracking shipment={shipment} />
      </Providers>,
    );
    // German: day, month and year in its order, the 24-hour clock, at the carrier's (UTC) time.
    expect(html).toContain('27.11.2026, 16:05');
    const inEnglish = renderToString(
      <Providers boot={english}>
        <ShipmentTracking shipment={shipment} />
      </Providers>,
    );
    expect(inEnglish).toContain('Nov 27, 2026, 4:05');
  });
});
