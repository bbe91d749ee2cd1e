/**
 * Preview links: a draft revision's page for someone without an account (a fact-checker), opened by an
 * unguessable address for a limited time, revocable, every creation, opening and revocation recorded.
 *
 * POST /api/publishing/:type/:id/previews                 `{ hours? }` → `PreviewCreated` (201): the address, shown once
 * GET  /api/publishing/:type/:id/previews                 `PreviewLink[]`, newest first
 * POST /api/publishing/:type/:id/previews/:link/revoke    the link stops at once
 * GET  /api/previews/:token                               `AnnouncementPreview` (no account; 404 unknown, 410 ended)
 * GET  /api/previews/:token/files/:locale                 the revision's file in that language
 *
 * The token is 32 random bytes (base64url); the server keeps only its SHA-256. Every answer is `no-store`.
 */
import type { Announcement } from './publications.js';

/** The types whose section renders a preview page (the others are refused by the API's schema). */
export const PREVIEW_CONTENT_TYPES = ['announcement'] as const;

export const PREVIEW_LIMITS = {
  hoursDefault: 24,
  /** A week: long enough for a review, short enough that a forwarded link dies. */
  hoursMax: 168,
} as const;

/** 32 bytes in base64url. */
export const PREVIEW_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

export interface PreviewLink {
  readonly id: number;
  readonly revision: number;
  readonly createdBy: string;
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly revokedAt: string | null;
  readonly openedCount: number;
  readonly lastOpenedAt: string | null;
}

export interface PreviewCreated extends PreviewLink {
  /** The secret, shown once: the page is at the preview page's path with it as its last segment. */
  readonly token: string;
}

/** What a preview link opens: the revision as the public would see it, and what it is. */
export interface AnnouncementPreview {
  readonly announcement: Announcement;
  readonly revision: number;
  readonly expiresAt: string;
}
