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
  /** A string map's value schema (`{ [name]: value }`), or `true` for free-form JSON. */
  readonly additionalProperties?: JsonSchema | boolean;
  /** One of these (a tagged union: each branch fixes its tag with a one-value `enum`). */
  readonly anyOf?: readonly JsonSchema[];
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

/** An object schema whose properties are required but for those named optional (`{ readonly x: T; y?: U }`). */
// A type alias, not an interface: it must stay assignable to plain `Record<string, unknown>` schemas.
export type ObjectSchema<P extends Readonly<Record<string, JsonSchema>>, O extends keyof P & string = never> = {
  readonly type: 'object';
  readonly properties: P;
  readonly required: readonly Exclude<keyof P & string, O>[];
};

export function objectSchema<
  const P extends Readonly<Record<string, JsonSchema>>,
  const O extends keyof P & string = never,
>(properties: P, optional: readonly O[] = []): ObjectSchema<P, O> {
  const required = Object.keys(properties).filter((name) => !(optional as readonly string[]).includes(name));
  return { type: 'object', properties, required: required as Exclude<keyof P & string, O>[] };
}

/** An array of `items`. */
export function arraySchema<const I extends JsonSchema>(items: I): { readonly type: 'array'; readonly items: I } {
  return { type: 'array', items };
}

/** The same object, or `null`. */
export function nullableObject<const P extends Readonly<Record<string, JsonSchema>>, O extends keyof P & string>(
  schema: ObjectSchema<P, O>,
): Omit<ObjectSchema<P, O>, 'type'> & { readonly type: readonly ['object', 'null'] } {
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
export type FromSchema<S> = S extends { readonly anyOf: readonly (infer B)[] }
  ? FromSchema<B>
  : S extends { readonly enum: readonly (infer E)[] }
    ? E
    : S extends { readonly properties: infer P }
      ? ObjectOf<P, PresentKeys<S, P>> | ('null' extends TypeNames<S> ? null : never)
      : S extends { readonly items: infer I }
        ? readonly FromSchema<I>[] | ('null' extends TypeNames<S> ? null : never)
        : S extends { readonly additionalProperties: infer V extends JsonSchema }
          ? Readonly<Record<string, FromSchema<V>>>
          : Scalar<TypeNames<S>>;
