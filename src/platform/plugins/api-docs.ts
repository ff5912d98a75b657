import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { replyNotFound } from '../route.ts';

/** A route the OpenAPI document leaves out: a page, a file, a feed or the document itself. */
export interface HiddenRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The routes hidden from the OpenAPI document (`schema: { hide: true }`), as registered:
     * what the document does not list is still walked by the fuzz test.
     */
    hiddenRoutes: readonly HiddenRoute[];
  }
}

/**
 * The API's own plumbing: OpenAPI 3 generated from the routes' Zod schemas (served at
 * /api/docs/openapi.json, with a reference page at /api/docs), and JSON 404s for unknown API
 * paths. Registered before the modules, so it sees every route they add.
 */
export const apiDocsPlugin = fp(
  async (app) => {
    const hidden: HiddenRoute[] = [];
    app.decorate('hiddenRoutes', hidden);
    app.addHook('onRoute', (route) => {
      if (!route.schema?.hide) return;
      for (const method of [route.method].flat()) hidden.push({ method, url: route.url });
    });
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: `${app.config.SHOP_NAME} store API`,
          description:
            'The JSON API of the storefront. Errors are `{ code, message }` (422 adds `errors` by field), in the language of the `X-LANG` header.',
          version: '1',
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
    app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    // Unknown API paths answer JSON, not the storefront's 404 page.
    app.all('/api/*', { schema: { hide: true } }, replyNotFound);
  },
  { name: 'vitrine-api-docs', dependencies: ['vitrine-locale'] },
);
