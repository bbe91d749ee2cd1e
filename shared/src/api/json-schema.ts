/**
 * The JSON Schema subset an API resource is declared in once, and the TypeScript type a schema
 * describes. The server validates queries and serializes answers with the schema object itself;
 * clients use the type derived from it, so the two cannot drift apart.
 */
export type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'null' | 'object' | 'array';

export interface JsonSchema {
  readonly type?: JsonType | readonly JsonType[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly enum?: readonly (string | number)[];
  readonly default?: unknown;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly format?: string;
  readonly description?: string;
}

/** An object schema whose properties are all required (`{ readonly x: T }`). */
// A type alias, not an interface: it must stay assignable to plain `Record<string, unknown>` schemas.
export type ObjectSchema<P extends Readonly<Record<string, JsonSchema>>> = {
  readonly type: 'object';
  readonly properties: P;
  readonly required: readonly (keyof P & string)[];
};

export function objectSchema<const P extends Readonly<Record<string, JsonSchema>>>(properties: P): ObjectSchema<P> {
  return { type: 'object', properties, required: Object.keys(properties) as (keyof P & string)[] };
}

/** The same object, or `null`. */
export function nullableObject<const P extends Readonly<Record<string, JsonSchema>>>(
  schema: ObjectSchema<P>,
): Omit<ObjectSchema<P>, 'type'> & { readonly type: readonly ['object', 'null'] } {
  return { ...schema, type: ['object', 'null'] as const };
}

type Scalar<T> = T extends 'string'
  ? string
  : T extends 'integer' | 'number'
    ? number
    : T extends 'boolean'
      ? boolean
      : T extends 'null'
        ? null
        : never;

/** Listed in `required`, or given a `default` (present after validation either way). */
type PresentKeys<S, P> =
  | (S extends { readonly required: readonly (infer R)[] } ? R : never)
  | { [K in keyof P]: P[K] extends { readonly default: unknown } ? K : never }[keyof P];

type Flatten<T> = { [K in keyof T]: T[K] } & {};

type ObjectOf<P, Present> = Flatten<
  { readonly [K in keyof P & Present]: FromSchema<P[K]> } & {
    readonly [K in Exclude<keyof P, Present>]?: FromSchema<P[K]>;
  }
>;

type TypeNames<S> = S extends { readonly type: readonly (infer T)[] }
  ? T
  : S extends { readonly type: infer T }
    ? T
    : never;

/** The value a schema accepts (after validation: defaults filled in). */
export type FromSchema<S> = S extends { readonly enum: readonly (infer E)[] }
  ? E
  : S extends { readonly properties: infer P }
    ? ObjectOf<P, PresentKeys<S, P>> | ('null' extends TypeNames<S> ? null : never)
    : S extends { readonly items: infer I }
      ? readonly FromSchema<I>[] | ('null' extends TypeNames<S> ? null : never)
      : Scalar<TypeNames<S>>;
