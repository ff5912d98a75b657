import type { Translator } from '../../platform/i18n.ts';
import { intlTag, isRtl, type Locale } from '../../platform/locales.ts';
import { formatMoney, toDecimal } from '../currency/money.ts';
import type { GatewayPayment } from './contract.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#eef1f5}
  main{max-width:31rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:12px;
    box-shadow:0 2px 12px rgba(0,0,0,.08)}
  @media (max-width:480px){main{margin:0;border-radius:0;min-height:100vh;padding:1.5rem}}
  h1{font-size:1.35rem;margin:0 0 .25rem}
  .issuer{color:#4a5160;margin:0 0 1.5rem}
  dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.5rem}
  dt{color:#4a5160}dd{margin:0;font-weight:600}
  .actions{display:flex;flex-wrap:wrap;gap:.75rem}
  button,a.button{font:inherit;padding:.7rem 1.2rem;border-radius:8px;border:2px solid #1d4ed8;
    cursor:pointer;text-decoration:none;display:inline-block}
  .pass{background:#1d4ed8;color:#fff}.fail{background:#fff;color:#1d4ed8}
  button:focus-visible,a.button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
  .note{font-size:.875rem;color:#4a5160;margin-top:1.5rem}
`;

/** The gateway's name, a brand, as the page shows it in every language. */
const GATEWAY_NAME = 'Test Gateway Secure';

/** The language a gateway page speaks: its texts, `<html lang>` and direction, its amounts. */
export interface PageLanguage {
  locale: Locale;
  t: Translator;
}

function page({ locale }: PageLanguage, title: string, body: string): string {
  const dir = isRtl(locale) ? ' dir="rtl"' : '';
  return `<!doctype html>
<html lang="${intlTag(locale)}"${dir}><head><meta charset="utf-8"><link rel="icon" href="data:,">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

/**
 * The 3-D Secure challenge page of the test gateway: the amount and card, and two buttons that
 * pass or fail the verification, in the shopper's language. A plain form, so it works without
 * JavaScript.
 */
export function challengePage(
  payment: GatewayPayment,
  links: { action: string; returnTo: string },
  language: PageLanguage,
): string {
  const { locale } = language;
  const t = (key: string, values?: Record<string, string>) =>
    escapeHtml(language.t(locale, `gateway.${key}`, values));
  const action = links.action;
  const amount = formatMoney(
    toDecimal(payment.amount, payment.currency),
    payment.currency,
    intlTag(locale),
  );
  const card = `${payment.brand.toUpperCase()} •••• ${payment.last4}`;
  if (payment.status !== 'requires_action') {
    return page(
      language,
      language.t(locale, 'gateway.finished_title'),
      `<h1>${t('finished_title')}</h1>
<p class="issuer">${t('finished_text')}</p>
<div class="actions"><a class="button pass" href="${escapeHtml(links.returnTo)}">${t('return')}</a></div>`,
    );
  }
  return page(
    language,
    language.t(locale, 'gateway.title'),
    `<h1>${t('title')}</h1>
<p class="issuer">${t('issuer', { gateway: GATEWAY_NAME })}</p>
<dl><dt>${t('amount')}</dt><dd>${escapeHtml(amount)}</dd><dt>${t('card')}</dt><dd dir="ltr">${escapeHtml(card)}</dd></dl>
<form method="post" action="${escapeHtml(action)}">
<div class="actions">
<button class="pass" type="submit" name="outcome" value="pass">${t('pass')}</button>
<button class="fail" type="submit" name="outcome" value="fail">${t('fail')}</button>
</div>
</form>
<p class="note">${t('note')}</p>`,
  );
}

/** The page of a payment the gateway does not know, in the asker's language. */
export function notFoundPage(language: PageLanguage): string {
  const { locale, t } = language;
  return page(
    language,
    t(locale, 'gateway.not_found_title'),
    `<h1>${escapeHtml(t(locale, 'gateway.not_found_title'))}</h1>
<p class="issuer">${escapeHtml(t(locale, 'gateway.not_found'))}</p>`,
  );
}

/**
 * The tokenising script the shop's card form loads from the gateway: the card goes from the
 * shopper's browser to the gateway's token endpoint, and the form hands the shop the token only.
 * `window.VitrineTestGateway.tokenize({ number, exp_month, exp_year, cvc, name })` resolves to
 * `{ id, brand, last4, exp_month, exp_year }` or rejects with the gateway's `{ code, message,
 * errors }` (messages in the X-LANG language given as `lang`).
 */
export const TOKENIZE_SCRIPT = `(function () {
  var script = document.currentScript;
  var endpoint = new URL('tokens', script ? script.src : location.href).href;
  window.VitrineTestGateway = {
    endpoint: endpoint,
    tokenize: function (card, lang) {
      return fetch(endpoint, {
        method: 'POST',
        credentials: 'omit',
        headers: { 'content-type': 'application/json', 'x-lang': lang || 'en-US' },
        body: JSON.stringify(card)
      }).then(function (res) {
        return res.json().then(function (body) {
          if (res.ok) return body;
          throw body;
        });
      });
    }
  };
})();
`;
