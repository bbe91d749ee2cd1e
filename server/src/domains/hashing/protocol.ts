import type { ScryptOptions } from 'node:crypto';
import type { Options as Argon2Options } from '@node-rs/argon2';

/** What a hashing thread is asked to do; each answer is the synchronous function's own result. */
export type HashTask =
  | {
      readonly kind: 'scrypt';
      readonly secret: string;
      readonly salt: Uint8Array;
      readonly keyLength: number;
      readonly options: ScryptOptions;
    }
  | { readonly kind: 'argon2Hash'; readonly password: string; readonly options: Argon2Options }
  | { readonly kind: 'argon2Verify'; readonly hash: string; readonly password: string };

export type HashKind = HashTask['kind'];
