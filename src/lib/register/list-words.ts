/** Items joined as a sentence joins them: `a`, `a and b`, `a, b and c` (or `a, b or c`). The one such join; pages and messages call it. */
export function listWords(items: readonly string[], last: 'and' | 'or' = 'and'): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1) ?? ''}`;
}
