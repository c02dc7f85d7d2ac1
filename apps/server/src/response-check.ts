import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorBody } from './errors';

/**
 * Checks every JSON body a documented route sends against the schema it declares for that
 * status, as the OpenAPI document states it (unknown keys included); a mismatch, or a status
 * the route doesn't declare, is answered as a 500 `undescribed_response` naming it. Routes
 * that send JSON text they built themselves (`sendJsonText`) skip the zod serializer, so
 * without this a body could drift from its schema, and from the web's generated types,
 * unnoticed. For tests only: it compiles a validator per schema and parses every body again.
 */
export function checkResponseBodies(app: FastifyInstance): void {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats.default(ajv);
  const validators = new Map<z.ZodType, ValidateFunction>();
  const validatorOf = (schema: z.ZodType) => {
    let validate = validators.get(schema);
    if (!validate) {
      validate = ajv.compile(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }));
      validators.set(schema, validate);
    }
    return validate;
  };

  app.addHook('onSend', (request, reply, payload, done) => {
    const responses = request.routeOptions.schema?.response as Record<number, unknown> | undefined;
    if (!responses || request.routeOptions.schema?.hide) return done(null, payload);
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const schema = responses[reply.statusCode];
    if (schema === undefined) {
      return done(
        null,
        undescribed(reply, `${route} declares no response for status ${reply.statusCode}`),
      );
    }
    const json = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    if (!(schema instanceof z.ZodType) || !json || typeof payload !== 'string' || payload === '') {
      return done(null, payload);
    }
    const validate = validatorOf(schema);
    if (validate(JSON.parse(payload))) return done(null, payload);
    const problems = ajv.errorsText(validate.errors, { dataVar: 'body' });
    done(null, undescribed(reply, `${route} answered ${reply.statusCode} with ${problems}`));
  });
}

/**
 * Turns the reply into a 500 that names the mismatch. Set here rather than thrown: a throw
 * while an error is being answered would reach Fastify's fallback, not our error shape.
 */
function undescribed(reply: FastifyReply, message: string): string {
  reply.log.error({ mismatch: message }, 'response differs from its schema');
  reply.status(500).type('application/json; charset=utf-8');
  return JSON.stringify(errorBody('undescribed_response', message));
}
