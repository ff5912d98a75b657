import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';
import type { Translate } from '../i18n.ts';

// Fastify's own failures that the shopper caused, and how they are answered.
const KNOWN: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed_body',
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_body',
};

/**
 * Every error becomes JSON `{ code, message }` in the shopper's language, with field errors on
 * a 422; a 5xx is logged and tells nothing of its cause (ARCHITECTURE, Errors).
 */
export const errorHandler = fp(
  async (app) => {
    const { translator } = app;
    app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
      const t: Translate = req.t ?? ((key, values) => translator('en-US', key, values));
      if (error instanceof AppError) {
        const { message, errors } = error.translate(t);
        return reply
          .status(error.statusCode)
          .send({ code: error.code, message, ...(errors ? { errors } : {}) });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string> = {};
        for (const issue of error.validation) {
          const field =
            issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
            error.validationContext ||
            'body';
          errors[field] ??= t(
            issue.message && translator.has(issue.message) ? issue.message : 'error.field_invalid',
          );
        }
        return reply.status(422).send({
          code: 'validation_failed',
          message: Object.values(errors)[0] ?? t('error.field_invalid'),
          errors,
        });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        req.log.error({ err: error }, 'request failed');
        return reply.status(500).send({ code: 'internal_error', message: t('error.internal') });
      }
      const code =
        KNOWN[error.code] ?? (error instanceof SyntaxError ? 'malformed_body' : 'bad_request');
      return reply.status(status).send({ code, message: t(`error.${code}`) });
    });
  },
  { name: 'vitrine-error-handler', dependencies: ['vitrine-locale'] },
);
