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

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

/**
 * The 3-D Secure challenge page of the test gateway: the amount and card, and two buttons that
 * pass or fail the verification. A plain form, so it works without JavaScript.
 */
export function challengePage(
  payment: GatewayPayment,
  links: { action: string; returnTo: string },
): string {
  const action = links.action;
  const amount = formatMoney(
    toDecimal(payment.amount, payment.currency),
    payment.currency,
    'en-US',
  );
  const card = `${payment.brand.toUpperCase()} •••• ${payment.last4}`;
  if (payment.status !== 'requires_action') {
    return page(
      'Verification finished',
      `<h1>Verification finished</h1>
<p class="issuer">This payment needs nothing more from you.</p>
<div class="actions"><a class="button pass" href="${escapeHtml(links.returnTo)}">Return to the shop</a></div>`,
    );
  }
  return page(
    'Confirm your payment',
    `<h1>Confirm your payment</h1>
<p class="issuer">Test Gateway Secure · a 3-D Secure check by your card's issuer</p>
<dl><dt>Amount</dt><dd>${escapeHtml(amount)}</dd><dt>Card</dt><dd>${escapeHtml(card)}</dd></dl>
<form method="post" action="${escapeHtml(action)}">
<div class="actions">
<button class="pass" type="submit" name="outcome" value="pass">Complete verification</button>
<button class="fail" type="submit" name="outcome" value="fail">Fail verification</button>
</div>
</form>
<p class="note">This is the test gateway: no bank is asked and no money moves.</p>`,
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
