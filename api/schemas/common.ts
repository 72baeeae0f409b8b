// The TypeBox helpers every route schema uses beside Type.Object, Type.String, Type.Integer and
// Type.Optional, so a schema reads the same in every file.
import {
  Type,
  type SchemaOptions,
  type Static,
  type TLiteral,
  type TSchema,
  type TUnion,
  type TUnsafe,
} from '@sinclair/typebox';

/**
 * One value of a vocabulary (pass the list from core/domain, never the values again): a union of
 * literals, so the handler's type is the union of the values. The OpenAPI document shows it as one
 * `enum` (api/plugins/openapi.ts).
 */
export function Enum<const T extends readonly string[]>(
  values: T,
  options?: SchemaOptions,
): TUnion<TLiteral<T[number]>[]> {
  return Type.Union(
    values.map((v) => Type.Literal(v)),
    options,
  ) as TUnion<TLiteral<T[number]>[]>;
}

/**
 * A value or null. A single-type schema becomes `type: [t, 'null']`, the way JSON Schema and OpenAPI
 * 3.1 write it, rather than an anyOf with Type.Null(): fast-json-stringify serialises a type list
 * directly, where for an anyOf it validates every value against each branch and throws on a value
 * matching none (a count read as a string, say), which would turn into a 500. A union (Enum) gains a
 * null branch.
 */
export function Nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  if (Array.isArray(schema.anyOf)) {
    const { anyOf, ...options } = schema;
    return Type.Unsafe<Static<T> | null>(Type.Union([...(anyOf as TSchema[]), Type.Null()], options));
  }
  // A one-value Enum is a single literal: null is a second branch, not a second type.
  if ('const' in schema) return Type.Unsafe<Static<T> | null>(Type.Union([schema, Type.Null()]));
  if (typeof schema.type !== 'string') throw new Error('Nullable takes a schema of one type, or a union');
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
}

/** An object whose properties are not listed: every property passes, serialised as it is. */
export function OpenObject(options: SchemaOptions = {}): TUnsafe<Record<string, unknown>> {
  return Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true, ...options });
}
