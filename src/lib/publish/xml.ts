/** Escaping for XML text and attribute values: the one escaper of badges, preview cards and feeds. */

/** Escape text for XML content and attribute values (`&`, `<`, `>`, `"` and `'`). */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}
