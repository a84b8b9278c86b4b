/**
 * Quotations in notes: the outermost “…” spans of a note or a dispute's words (`quotedSpans`), and whether a text
 * holds one (`contains`: “…” marks words left out and “[word]” an editor's insertion, so each piece must be there, in
 * order). quoted-words-in-passages checks them; the dispute rules read positions' quotations with them.
 */
import { normalizeWords } from './corpus.ts';

/** The outermost “…” spans of a text (a quotation may quote another inside it). */
export function quotedSpans(text: string): string[] {
  const spans: string[] = [];
  let depth = 0;
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '“') {
      if (depth === 0) start = i + 1;
      depth += 1;
    } else if (c === '”' && depth > 0) {
      depth -= 1;
      if (depth === 0) spans.push(text.slice(start, i));
    }
  }
  return spans;
}

/**
 * Is the quotation in the text, its pieces in order? “…” marks words left out and “[sampling]”
 * an editor's word put in; a full stop or comma at the quotation's end is the note's punctuation.
 */
export function contains(text: string, span: string): boolean {
  let from = 0;
  const pieces = span.replace(/[.,;:]+$/, '').split(/…|\[[^\]]*\]/);
  for (const piece of pieces.map((p) => normalizeWords(p)).filter(Boolean)) {
    const at = text.indexOf(piece, from);
    if (at === -1) return false;
    from = at + piece.length;
  }
  return true;
}
