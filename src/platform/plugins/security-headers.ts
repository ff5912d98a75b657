import fp from 'fastify-plugin';

/**
 * The protective headers every response carries: those of @fastify/helmet's defaults that
 * still matter to current browsers, fixed once instead of computed per request (measured with
 * autocannon on /healthz: 12,200 req/s with helmet, 21,500 with no headers, 19,000 with these
 * fixed). DNS prefetching stays on: shops want it. The content security policy waits for
 * script nonces: pages carry their data in inline scripts today.
 */
export const SECURITY_HEADERS: Record<string, string> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
};

/** Adds the security headers to every response. */
export const securityHeaders = fp(
  async (app) => {
    app.addHook('onRequest', (_req, reply, done) => {
      reply.headers(SECURITY_HEADERS);
      done();
    });
  },
  { name: 'vitrine-security-headers' },
);
