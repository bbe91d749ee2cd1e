import type { id } from './id.js';

/** Same shape as the Indonesian resources, with any string values. */
type Widen<T> = T extends string ? string : { readonly [K in keyof T]: Widen<T[K]> };
export type Resources = Widen<typeof id>;
