import type { FastifySerializerCompiler } from 'fastify';

/**
 * Serialises responses with JSON.stringify. Routes still declare their response schemas (they
 * type the handlers and document the API); measured on the 100-product list, validating each
 * answer against them before sending costs more than it catches (see docs/architecture.md).
 */
export const jsonSerializerCompiler: FastifySerializerCompiler<unknown> = () => (data) =>
  JSON.stringify(data);
