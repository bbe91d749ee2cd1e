import { createHash, randomBytes } from 'node:crypto';

/** A new session token: 32 random bytes (256 bits) from the system's CSPRNG, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256 (the token is random, so no salt or slow hash is needed). */
export function tokenHash(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** 32 bytes in base64url, unpadded: 43 characters of the URL-safe alphabet. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A string that could be a token at all; anything else is refused without a database query. */
export function isTokenShaped(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}
