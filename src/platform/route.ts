import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './errors.ts';
import { PRIVATE_NO_STORE } from './cache-control.ts';

type Out<T> = T extends z.ZodType ? z.output<T> : Record<string, never>;
type In<T> = T extends z.ZodType ? z.input<T> : never;

/** The Zod schemas of an operation: they validate, type, serialise and document it. */
export interface OperationSchemas {
  querystring?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

/** Where an operation runs: the app and the request it answers. */
export interface OperationContext {
  app: FastifyInstance;
  req: FastifyRequest;
  reply: FastifyReply;
}

/**
 * One API operation: its contract (method, path, schemas, caching) and what it does. The HTTP
 * route and the server-side renderer both run it, so a query means the same thing to both.
 */
export interface Operation<S extends OperationSchemas = OperationSchemas> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  summary: string;
  tags: string[];
  schemas: S;
  /** The Cache-Control of a successful answer (see cache-control.ts). */
  cacheControl: string;
  /** Whether public answers may be served from the micro-cache. */
  microCache?: boolean;
  run(
    ctx: OperationContext,
    input: { query: Out<S['querystring']>; params: Out<S['params']>; body: Out<S['body']> },
  ): Promise<z.input<S['response']>>;
}

/** Declares an operation, keeping its schema types. */
export const defineOperation = <S extends OperationSchemas>(op: Operation<S>): Operation<S> => op;

/** What an in-process call passes: the same shapes a client would send. */
export interface OperationInput<S extends OperationSchemas> {
  query?: In<S['querystring']>;
  params?: In<S['params']>;
  body?: In<S['body']>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The API's operations by method and path (`GET /api/store/products/:slug`), as registered:
     * the server's renderer finds the operation of a call here and runs it in-process.
     */
    operations: Map<string, Operation>;
  }
}

/** The key of an operation in `app.operations`: its method and its full route path. */
export const operationKey = (method: string, path: string) => `${method} ${path}`;

/** The prefix of the shopper-facing JSON API (spec section 7). */
export const STORE_API = '/api/store';

/** Registers a module's operations under /api/store, in a context of their own. */
export async function registerStoreApi(
  app: FastifyInstance,
  operations: readonly Operation<OperationSchemas>[],
) {
  await app.register(async (api) => registerOperations(api, operations), { prefix: STORE_API });
}

/** Registers operations as routes of an app (under the prefix of the plugin that calls it). */
export function registerOperations(
  app: FastifyInstance,
  operations: readonly Operation<OperationSchemas>[],
) {
  for (const op of operations) {
    app.operations.set(operationKey(op.method, `${app.prefix}${op.url}`), op);
    const { response, ...input } = op.schemas;
    app.route({
      method: op.method,
      url: op.url,
      schema: { summary: op.summary, tags: op.tags, ...input, response: { 200: response } },
      config: { microCache: op.microCache ?? false },
      handler: async (req, reply) => {
        const input = { query: req.query, params: req.params, body: req.body } as never;
        const result = await op.run({ app, req, reply }, input);
        // Set on success only: an error is never stored by a shared cache.
        reply.header('cache-control', op.cacheControl);
        return result;
      },
    });
  }
}

/**
 * Runs an operation in-process with the request being answered (the server-side render):
 * the input is parsed by the same schemas as over HTTP, defaults included.
 */
export async function invokeOperation<S extends OperationSchemas>(
  op: Operation<S>,
  ctx: OperationContext,
  input: OperationInput<S> = {},
): Promise<z.output<S['response']>> {
  const parse = (schema: z.ZodType | undefined, value: unknown) => {
    if (!schema) return {};
    const parsed = schema.safeParse(value ?? {});
    if (parsed.success) return parsed.data;
    // The same message as over HTTP: the schema's own message key when there is one.
    const issue = parsed.error.issues[0];
    const key = issue?.message ?? '';
    const code =
      key.startsWith('error.') && ctx.app.translator.has(key) ? key.slice(6) : 'field_invalid';
    throw new AppError(422, code, {}, issue?.path.join('.') || 'input');
  };
  const parsed = {
    query: parse(op.schemas.querystring, input.query),
    params: parse(op.schemas.params, input.params),
    body: parse(op.schemas.body, input.body),
  } as never;
  return (await op.run(ctx, parsed)) as z.output<S['response']>;
}

/** Answers a JSON 404 in the shopper's language. */
export function replyNotFound(req: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .header('cache-control', PRIVATE_NO_STORE)
    .send({ code: 'not_found', message: req.t('error.not_found') });
}
