import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** `anyOf: [X, {type: 'null'}]` as fast-json-stringify reads it fastest: X, nullable. */
function simplifyNullable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplifyNullable);
  if (typeof schema !== 'object' || schema === null) return schema;
  const node = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, simplifyNullable(value)])) as JsonSchema;
  const options = node.anyOf;
  if (Array.isArray(options) && options.length === 2) {
    const other = options.find((option: JsonSchema) => option.type !== 'null') as JsonSchema | undefined;
    if (other && options.some((option: JsonSchema) => option.type === 'null') && typeof other.type === 'string') {
      const { anyOf: _anyOf, ...rest } = node;
      return { ...rest, ...other, nullable: true };
    }
  }
  return node;
}

/** The answer's JSON Schema from its zod schema; dates are written as ISO strings. */
export function answerJsonSchema(schema: z.ZodType) {
  const json = z.toJSONSchema(schema, {
    io: 'output',
    unrepresentable: 'any',
    override: (context) => {
      if (context.zodSchema._zod.def.type === 'date') Object.assign(context.jsonSchema, { type: 'string', format: 'date-time' });
    },
  });
  const { $schema: _dialect, ...rest } = json;
  return simplifyNullable(rest) as Schema;
}

/**
 * Answers are written by serializers compiled once per route from the contract's schemas (as
 * Fastify does for JSON Schema), not checked against zod on every request: a key the schema does
 * not name never leaves the server, and the rows the store answers are shaped by the same
 * description. Each is compiled at its route's first answer of that status: compiling them all
 * took most of the app's build at start (about three times what the rest of it costs), for routes
 * an instance may never answer.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  if (!(schema instanceof z.ZodType)) return (data: unknown) => JSON.stringify(data);
  let serialize: ((data: unknown) => string) | undefined;
  return (data: unknown) => (serialize ??= fastJson(answerJsonSchema(schema)))(data);
};
