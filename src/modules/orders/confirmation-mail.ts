import { escapeHtml, mailDocument, type MailMessage } from '../../platform/mail.ts';
import { localizedUrl, resolveLocale, type Locale } from '../../platform/locales.ts';
import type { Translator } from '../../platform/i18n.ts';
import type { OrderUpdate } from './merchant.ts';
import type { OrderRow, Placed } from './service.ts';
import { shippingMethodLabel } from '../shipping/label.ts';

/**
 * The link to the track-your-order page: the parcel's progress by its tracking number, else
 * the page with the order number filled in. Never the e-mail: a URL ends up in logs, history
 * and referrers.
 */
function trackLink(origin: string, order: OrderRow, tracking: string | null): string {
  const query = tracking ? `tracking_number=${tracking}` : `number=${order.number}`;
  return localizedUrl(`${origin}/track-your-order?${query}`, order.locale);
}

/** An address's region and country by their names in a language (the geo service's). */
export type PlaceNames = (
  address: { country: string; province?: string | undefined },
  locale: Locale,
) => { region: string | undefined; country: string };

/**
 * The order confirmation mail, in the language the order was placed in: number, lines, sums,
 * where it ships, and the link to track it. Text and HTML say the same.
 */
export function confirmationMail(
  { order, lines }: Pick<Placed, 'order' | 'lines'>,
  t: Translator,
  {
    shopName,
    origin,
    toDecimal,
    placeNames,
  }: {
    shopName: string;
    origin: string;
    toDecimal: (minor: number) => number;
    placeNames: PlaceNames;
  },
): MailMessage {
  const locale = resolveLocale(order.locale);
  const say = (key: string, values?: Parameters<Translator>[2]) => t(locale, key, values);
  const money = (minor: number) =>
    say('mail.money', { amount: { money: toDecimal(minor), currency: order.currency } });
  const name = `#${order.number}`;
  const a = order.shippingAddress;
  const place = placeNames(a, locale);
  const address = [
    `${a.first_name} ${a.last_name}`,
    a.company,
    a.address1,
    a.address2,
    [a.zip, a.city, place.region].filter(Boolean).join(' '),
    place.country,
  ].filter(Boolean) as string[];
  const sums: [string, string][] = [
    [say('cart.subtotal'), money(order.subtotal)],
    ...(order.discountTotal > 0
      ? ([[say('checkout.discount'), `−${money(order.discountTotal)}`]] as [string, string][])
      : []),
    [
      shippingMethodLabel(order.shippingMethod, say),
      order.shippingTotal === 0 ? say('checkout.free') : money(order.shippingTotal),
    ],
    ...(order.insuranceTotal > 0
      ? ([[say('checkout.insurance'), money(order.insuranceTotal)]] as [string, string][])
      : []),
    [say('cart.total'), money(order.total)],
  ];
  const track = trackLink(origin, order, null);
  const paymentHint =
    order.financialStatus === 'unpaid'
      ? say(`order.unpaid_hint.${order.paymentMethod}`)
      : say('mail.paid');
  const text = [
    say('mail.confirmation.greeting', { name: a.first_name }),
    '',
    say('mail.confirmation.intro', { number: name, shop: shopName }),
    paymentHint,
    '',
    ...lines.map(
      (l) =>
        `${l.quantity} × ${l.title}${l.attrs.length ? ` (${l.attrs.map((x) => x.value).join(' / ')})` : ''}  ${money(l.total)}`,
    ),
    '',
    ...sums.map(([k, v]) => `${k}: ${v}`),
    '',
    `${say('checkout.ship_to')}:`,
    ...address,
    '',
    `${say('track.title')}: ${track}`,
  ].join('\n');
  const row = (k: string, v: string, strong = false) =>
    `<tr><td style="padding:4px 0">${strong ? `<strong>${escapeHtml(k)}</strong>` : escapeHtml(k)}</td><td style="padding:4px 0;text-align:end">${strong ? `<strong>${escapeHtml(v)}</strong>` : escapeHtml(v)}</td></tr>`;
  const html = mailDocument(
    locale,
    `<h1 style="font-size:22px">${escapeHtml(say('mail.confirmation.intro', { number: name, shop: shopName }))}</h1>
<p>${escapeHtml(paymentHint)}</p>
<table style="width:100%;border-collapse:collapse">${lines
      .map((l) =>
        row(
          `${l.quantity} × ${l.title}${l.attrs.length ? ` (${l.attrs.map((x) => x.value).join(' / ')})` : ''}`,
          money(l.total),
        ),
      )
      .join('')}</table>
<hr><table style="width:100%;border-collapse:collapse">${sums.map(([k, v], i) => row(k, v, i === sums.length - 1)).join('')}</table>
<p><strong>${escapeHtml(say('checkout.ship_to'))}</strong><br>${address.map(escapeHtml).join('<br>')}</p>
<p><a href="${escapeHtml(track)}">${escapeHtml(say('track.title'))}</a></p>`,
  );
  return {
    to: order.email,
    subject: say('mail.confirmation.subject', { number: name, shop: shopName }),
    text,
    html,
  };
}

/**
 * The mail that tells a shopper what changed in their order (shipped with its tracking
 * number, a tracking event, progress, payment received, refund), with the link to track it.
 */
export function orderUpdateMail(
  { order }: Pick<Placed, 'order'>,
  update: OrderUpdate,
  t: Translator,
  {
    shopName,
    origin,
    toDecimal,
  }: { shopName: string; origin: string; toDecimal: (minor: number) => number },
  tracking: string | null,
): MailMessage {
  const locale = resolveLocale(order.locale);
  const say = (key: string, values?: Parameters<Translator>[2]) => t(locale, key, values);
  const name = `#${order.number}`;
  const track = trackLink(origin, order, tracking);
  const status: Record<OrderUpdate, string> = {
    shipped: say('mail.update.shipped', { tracking: tracking ?? '' }),
    tracking: say('mail.update.tracking', { progress: say(`order.progress.${order.progress}`) }),
    progress: say('mail.update.tracking', { progress: say(`order.progress.${order.progress}`) }),
    paid: say('mail.paid'),
    refunded: say('mail.update.refunded', {
      amount: { money: toDecimal(order.refundedTotal), currency: order.currency },
    }),
  };
  const subject = say('mail.update.subject', { number: name, shop: shopName });
  const text = [
    say('mail.confirmation.greeting', { name: order.shippingAddress.first_name }),
    '',
    status[update],
    '',
    `${say('track.title')}: ${track}`,
  ].join('\n');
  const html = mailDocument(
    locale,
    `<h1 style="font-size:22px">${escapeHtml(subject)}</h1><p>${escapeHtml(status[update])}</p>
<p><a href="${escapeHtml(track)}">${escapeHtml(say('track.title'))}</a></p>`,
  );
  return { to: order.email, subject, text, html };
}
