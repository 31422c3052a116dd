import { MAX_PREFIX_LENGTH } from './rate-call.js';

const ZERO = 48;
const NONE = -1;
/** A node is 11 slots: its value's index, then its ten children (0 for none: the root is never a child). */
const STRIDE = 11;

/**
 * Longest-prefix match over digit prefixes, for a pricelist's rates held in memory: a digit trie
 * in one flat typed array, a node's value and children side by side, so each digit of a lookup
 * reads one cache line, a lookup allocates nothing, and 100,000 prefixes take a few megabytes
 * rather than a million small objects.
 */
export class PrefixTrie<T> {
  private nodes = PrefixTrie.emptyNodes(1024);
  private nodeCount = 1;
  private readonly values: T[] = [];

  private static emptyNodes(count: number) {
    const nodes = new Int32Array(count * STRIDE);
    for (let node = 0; node < count; node += 1) nodes[node * STRIDE] = NONE;
    return nodes;
  }

  /** Adds a digit prefix; a prefix added twice keeps the later value. Non-digits are refused: rate prefixes are digits. */
  set(prefix: string, value: T) {
    let node = 0;
    for (let index = 0; index < prefix.length; index += 1) {
      const digit = prefix.charCodeAt(index) - ZERO;
      if (digit < 0 || digit > 9) throw new RangeError(`A rate prefix is digits only, not ${JSON.stringify(prefix)}`);
      const slot = node * STRIDE + 1 + digit;
      let next = this.nodes[slot];
      if (next === 0) {
        next = this.addNode();
        this.nodes[slot] = next;
      }
      node = next;
    }
    const existing = this.nodes[node * STRIDE];
    if (existing === NONE) {
      this.nodes[node * STRIDE] = this.values.length;
      this.values.push(value);
    } else {
      this.values[existing] = value;
    }
  }

  /**
   * The value of the longest prefix the number starts with. Like `prefixesOf`, characters that
   * are not digits (a leading +, spaces) are skipped and only the first 20 digits count.
   */
  find(number: string): T | undefined {
    const nodes = this.nodes;
    let node = 0;
    let found = NONE;
    let digits = 0;
    for (let index = 0; index < number.length && digits < MAX_PREFIX_LENGTH; index += 1) {
      const digit = number.charCodeAt(index) - ZERO;
      if (digit < 0 || digit > 9) continue;
      digits += 1;
      node = nodes[node * STRIDE + 1 + digit];
      if (node === 0) break;
      const value = nodes[node * STRIDE];
      if (value !== NONE) found = value;
    }
    return found === NONE ? undefined : this.values[found];
  }

  get size() {
    return this.values.length;
  }

  private addNode() {
    if ((this.nodeCount + 1) * STRIDE > this.nodes.length) {
      const grown = PrefixTrie.emptyNodes(this.nodeCount * 2);
      grown.set(this.nodes);
      this.nodes = grown;
    }
    this.nodeCount += 1;
    return this.nodeCount - 1;
  }
}
