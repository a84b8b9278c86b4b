/**
 * Method names in the text (`roots/list`, `tasks/get`, `notifications/roots/list_changed`)
 * belong to a capability: `x/y` is a method of capability x (a notification's,
 * `notifications/x/y`, too). A rule that reads a key from words (`list`, the tasks key of
 * tasks.list) must not read it inside another capability's method name: “roots/list” in a note
 * speaks of roots, not of tasks.list.
 */

/** A method name: lower-case words joined by `/`, not part of a file path (no `.`, `/` or word character around it). */
const METHOD = /(?<![\w./])[a-z][A-Za-z_]*(?:\/[a-z][A-Za-z_]*)+(?![\w./])/g;

/** The capabilities a method name belongs to: its first word, or the word after `notifications/`. */
export function methodCapability(method: string): string {
  const [first, second] = method.split('/');
  return first === 'notifications' && second ? second : (first ?? '');
}

/**
 * `text` with every method name of another capability than `capability` blanked (as many spaces,
 * so offsets hold): what is left is what the words say of `capability`'s keys.
 */
export function withoutOtherMethods(text: string, capability: string): string {
  return text.replace(METHOD, (method) => (methodCapability(method) === capability ? method : ' '.repeat(method.length)));
}
