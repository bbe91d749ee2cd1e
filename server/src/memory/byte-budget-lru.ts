/**
 * Values kept in memory under a byte budget, the least recently used dropped first: the server's one
 * such cache (API bodies, rendered pages, build files), so a bound and its eviction are written once.
 * The caller says what a value weighs; a value heavier than the whole budget is not kept at all.
 */
export class ByteBudgetLru<Value> {
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  private readonly entries = new Map<string, { readonly value: Value; readonly bytes: number }>();
  private used = 0;

  constructor(readonly maxBytes: number) {
    if (!(maxBytes >= 0)) throw new RangeError(`a byte budget must be 0 or more, got ${maxBytes}`);
  }

  /** The value, now the most recently used; undefined when it is not (or no longer) kept. */
  get(key: string): Value | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` (weighing `bytes`) unless it alone exceeds the budget; drops the oldest to fit. */
  set(key: string, value: Value, bytes: number): boolean {
    this.delete(key);
    if (bytes > this.maxBytes) return false;
    this.entries.set(key, { value, bytes });
    this.used += bytes;
    while (this.used > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
    return true;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.used -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.used = 0;
  }

  /** How many values are kept. */
  get size(): number {
    return this.entries.size;
  }

  /** What the kept values weigh together. */
  get bytes(): number {
    return this.used;
  }
}
