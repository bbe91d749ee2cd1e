/**
 * What a section tells the editor kit about one of its content types: which type, which of its pages
 * are the editor's, where a choice field's values come from when the site holds them, and the words
 * that name the type. Everything else (the fields, their limits, the workflow) comes from the type's
 * declaration in the shared contract, so two sections' editors differ only by what is written here.
 */
import type { ReactNode } from 'react';
import type { Locale } from '@ksei/shared';
import type { ContentType, EditorItem } from '@ksei/shared/api';

/** A shared field's choices read from the site (e.g. the announcement types), each a value and its label. */
export type FieldChoices = Readonly<Record<string, readonly { readonly value: string; readonly label: string }[]>>;

/**
 * The words that name the type, in one language. The kit's own words (buttons, states, the workflow)
 * are the same for every type and live in the kit's namespace.
 */
export interface TypeWords {
  /** The list page's lead: what the list holds. */
  readonly lead: string;
  /** The link to the new-item page. */
  readonly newItem: string;
  /** The list table's caption (read by screen readers). */
  readonly caption: string;
  /** The list's count, with `{{formatted}}`. */
  readonly results_one: string;
  readonly results_other: string;
  readonly noResults: string;
  /** The list before anything was written. */
  readonly empty: string;
  /** The link from an item's pages back to the list. */
  readonly back: string;
  /** The audit table's caption. */
  readonly auditCaption: string;
  /** What taking an item off the site does, under its button. */
  readonly unpublishHint: string;
  /** A new item's key: an example of the type's own. */
  readonly keyHint: string;
  /** Column headers: `item` names the type. */
  readonly columns: { readonly item: string };
  /** A `choice` field's value labels by field name, then value (else the value itself is shown). */
  readonly choices?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** A link the list page shows beside "new item" (the announcement list's day's batch upload). */
export interface ListLink {
  /** The route manifest's page id, one of the section's own. */
  readonly page: string;
  readonly label: Readonly<Record<Locale, string>>;
}

/** A column the list table shows after the item's own, for what tells the type's items apart. */
export interface ListColumn {
  readonly key: string;
  readonly header: Readonly<Record<Locale, string>>;
  readonly cell: (item: EditorItem, locale: Locale) => ReactNode;
}

export interface EditorConfig {
  readonly type: ContentType;
  /**
   * The route manifest's ids of the section's editor pages. `preview` is the public page a preview
   * link opens; without one the item page offers no preview links.
   */
  readonly pages: {
    readonly list: string;
    readonly new: string;
    readonly item: string;
    readonly history: string;
    readonly preview?: string;
  };
  /** Choices the site holds (not the declaration) for shared fields, read in the page's language. */
  readonly choices?: (locale: Locale, signal: AbortSignal | undefined) => Promise<FieldChoices>;
  readonly words: Readonly<Record<Locale, TypeWords>>;
  /**
   * The type's items have public pages of their own (a press release, a vacancy): taking one off the
   * site can send its page's visitors to another page instead of answering 410 Gone.
   */
  readonly itemPages?: boolean;
  readonly listLinks?: readonly ListLink[];
  readonly listColumns?: readonly ListColumn[];
}
