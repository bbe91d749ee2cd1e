/** A text in both locales. */
export interface Bi {
  readonly id: string;
  readonly en: string;
}
