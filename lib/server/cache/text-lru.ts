import "server-only";

/**
 * An in-memory store of JSON answers (or entries holding one), least recently used out: bounded by
 * the characters of their text in all (about as many bytes), by count, and refusing one larger than
 * `maxOne`. The task pages' and the public content API's caches keep their answers in one.
 */
export class TextLru<V> {
  private readonly entries = new Map<string, V>();
  private chars = 0;

  constructor(
    private readonly limits: { maxChars: number; maxEntries: number; maxOne: number },
    /** The text of a value, whose length is what it costs. */
    private readonly textOf: (value: V) => string,
  ) {}

  /** The value, now the most recently used. */
  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** Stores a value (unless larger than maxOne), pushing out the least recently used past the bounds. */
  set(key: string, value: V): void {
    if (this.textOf(value).length > this.limits.maxOne) return;
    this.delete(key);
    this.entries.set(key, value);
    this.chars += this.textOf(value).length;
    for (const [oldest, old] of this.entries) {
      if (this.chars <= this.limits.maxChars && this.entries.size <= this.limits.maxEntries) break;
      this.entries.delete(oldest);
      this.chars -= this.textOf(old).length;
    }
  }

  delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.chars -= this.textOf(value).length;
  }

  /** How many values and characters it holds (tests and diagnostics). */
  stats(): { entries: number; chars: number } {
    return { entries: this.entries.size, chars: this.chars };
  }
}
