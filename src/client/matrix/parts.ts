/**
 * The matrix page's own parts, as the filter modules need them: found by id or selector, or
 * an error naming the part (then the server's markup and the scripts disagree), so no module
 * asserts that an element exists.
 */

/** The element with this id. */
export function part<T extends HTMLElement = HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`The matrix page has no #${id}`);
  return found as T;
}

/** The first element under `root` matching `selector`. */
export function partIn<T extends Element = HTMLElement>(root: ParentNode, selector: string): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`The matrix page has no ${selector} where the filters expect it`);
  return found;
}

/** Set a property only when it differs (an assignment the same value would still cost a style recalculation). */
export function setIfChanged<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): void {
  if (target[key] !== value) target[key] = value;
}
