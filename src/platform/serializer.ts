import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Serialises responses from their Zod schemas with fast-json-stringify, so only the declared
 * fields go out. Measured with `npx tsx bench/serialize.ts` on the 100-product list: 0.20 ms an
 * answer, against 0.26 ms for JSON.stringify and 0.52 ms for validating each answer against
 * the schema first (docs/architecture.md, Serialisation).
 */
export const jsonSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) =>
  fastJson(
    (schema instanceof z.ZodType ? z.toJSONSchema(schema, { io: 'output' }) : schema) as object,
  );
