// Stand-in for `@firebase/webchannel-wrapper/bloom-blob` inside Firestore Lite only (vite.config.ts). Lite imports
// that 3 kB Closure bundle for one job: ordering document ids of the form `__id<digits>__` by their number. BigInt
// does the same. The full SDK (live listeners) keeps the real module, which it needs for bloom filters.
// See docs/decisions/0015.
export class Integer {
  private readonly value: bigint

  private constructor(value: bigint) {
    this.value = value
  }

  /** Like Closure's Integer.fromString: leading base-10 digits count, other text is zero, empty text throws. */
  static fromString(text: string): Integer {
    if (text === '' || text === '-') throw new Error('number format error: empty string')
    const digits = /^\s*([+-]?\d+)/.exec(text)?.[1]
    return new Integer(digits ? BigInt(digits) : 0n)
  }

  compare(other: Integer): number {
    return this.value < other.value ? -1 : this.value > other.value ? 1 : 0
  }
}
