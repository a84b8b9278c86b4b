/**
 * Many checks, one assertion. A test that compares thousands of values (every tile, every cell,
 * every chain) records each mismatch here, then asserts once that there is none, and the failure
 * lists every mismatch with where it is. Playwright's `expect` makes each call a reported step (a
 * stack capture, a message to the runner, a walk back over the test's earlier steps): at 31,000
 * calls in a run that was most of the test workers' CPU. The comparisons are the ones the tests
 * made with `expect`, as plain functions. The one assertion is Node's, so the Node tests over dist/ (tests/dist/)
 * record their findings the same way.
 */
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';

const shown = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : String(JSON.stringify(value) ?? value));

export class Findings {
  readonly problems: string[] = [];

  /** `what` holds when `condition` is true. */
  ok(condition: boolean, what: string): void {
    if (!condition) this.problems.push(what);
  }

  /** `actual` is `expected` (`Object.is`, as `toBe`). */
  is(actual: unknown, expected: unknown, what: string): void {
    if (!Object.is(actual, expected)) this.problems.push(`${what}: expected ${shown(expected)}, got ${shown(actual)}`);
  }

  /** `actual` equals `expected`, deeply and strictly. */
  equal(actual: unknown, expected: unknown, what: string): void {
    if (!isDeepStrictEqual(actual, expected)) this.problems.push(`${what}: expected ${shown(expected)}, got ${shown(actual)}`);
  }

  /** `text` contains `part` (as `toContain` on a string). */
  contains(text: string, part: string, what: string): void {
    if (!text.includes(part)) this.problems.push(`${what}: ${shown(text)} does not contain ${shown(part)}`);
  }

  /** `text` does not contain `part`. */
  lacks(text: string, part: string, what: string): void {
    if (text.includes(part)) this.problems.push(`${what}: ${shown(text)} contains ${shown(part)}`);
  }

  /** `text` matches `pattern`. */
  matches(text: string, pattern: RegExp, what: string): void {
    if (!pattern.test(text)) this.problems.push(`${what}: ${shown(text)} does not match ${pattern}`);
  }

  /** The one assertion: nothing was found wrong. */
  none(): void {
    assert.deepEqual(this.problems, [], `${this.problems.length} problem(s):\n${this.problems.join('\n')}`);
  }
}
