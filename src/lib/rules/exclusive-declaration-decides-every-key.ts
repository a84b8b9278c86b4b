/**
 * The rule "exclusive-declaration-decides-every-key": a product's declared value quoting words that say it declares
 * one key only (“Codex declares only elicitation”, “declares roots and nothing else”) or none (“declares no
 * capabilities at all”) decides the product's declaration of every other key of its side at the revisions that entry
 * covers: each such row needs the product's declared value there (no, on those words), never unknown. A row whose key
 * is the named key or one of its members (`elicitation.form` for “elicitation”) is left to its own words: “only
 * elicitation” does not say which modes.
 */
import { PRODUCTS, type RevisionId } from '../register/axes.ts';
import type { EvidenceRef, ProductEntry, Row } from '../register/schema.ts';
import type { EvidenceCorpus } from '../evidence/corpus.ts';
import { exclusiveDeclaration, type ExclusiveDeclaration } from '../evidence/exclusive-words.ts';
import { quoteNamesProduct } from '../evidence/product-words.ts';
import { entriesOf } from './entries.ts';
import type { Rule, WordsProblem } from './rule.ts';

/** An exclusive declaration a row quotes as a product's declared evidence, and the revisions its entry covers. */
export interface ExclusiveUse {
  product: string;
  row: string;
  ref: EvidenceRef;
  said: ExclusiveDeclaration;
  revisions: readonly RevisionId[];
}

/** Every exclusive declaration about its product that an entry quotes as declared evidence. */
function exclusiveUses(corpus: EvidenceCorpus, rows: readonly Row[]): ExclusiveUse[] {
  return entriesOf(rows).flatMap(({ row, product, entry, revisions }) =>
    (entry.declared.evidence ?? []).flatMap((ref) => {
      const said = exclusiveDeclaration(ref.quote);
      return said && quoteNamesProduct(corpus, ref, product) ? [{ product, row: row.id, ref, said, revisions }] : [];
    }),
  );
}

/** A cell an exclusive declaration speaks of: a row of a side the product plays, at a revision its entry covers. */
export interface ExclusiveCell {
  use: ExclusiveUse;
  row: Row;
  revision: RevisionId;
  /** The product's entry covering the revision in that row, and its index. */
  at: { entry: ProductEntry; index: number } | undefined;
}

/** Every cell the exclusive declarations speak of, by product (in the order first quoted), row, use and revision. */
export function exclusiveCells(corpus: EvidenceCorpus, rows: readonly Row[]): ExclusiveCell[] {
  const byProduct = new Map<string, ExclusiveUse[]>();
  for (const use of exclusiveUses(corpus, rows)) byProduct.set(use.product, [...(byProduct.get(use.product) ?? []), use]);
  return [...byProduct].flatMap(([product, found]) => {
    const roles: readonly string[] = PRODUCTS.find((p) => p.id === product)?.roles ?? [];
    const sides = rows.filter((row) => {
      const side = row.capability?.side ?? row.side;
      return side === 'both' || roles.includes(side);
    });
    return sides.flatMap((row) => {
      const entries = row.products[product as keyof Row['products']] ?? [];
      return found.flatMap((use) =>
        use.revisions.map((revision) => {
          const index = entries.findIndex((e) => e.revisions === 'all' || e.revisions.includes(revision));
          const entry = entries[index];
          return { use, row, revision, at: entry ? { entry, index } : undefined };
        }),
      );
    });
  });
}

/** Where an exclusive declaration is quoted, for a message. */
export function quotedWords(use: ExclusiveUse): string {
  return `“${use.ref.quote}” (${use.ref.in}, quoted in ${use.row})`;
}

/** Is the row about `key` or one of its members? */
function rowIsAbout(row: Row, key: string): boolean {
  return (row.capability?.paths ?? []).some((p) => p === key || p.startsWith(`${key}.`));
}

function exclusiveDeclarationProblems(corpus: EvidenceCorpus, rows: readonly Row[]): WordsProblem[] {
  // One problem per cell, whichever row quotes the words.
  const seen = new Set<string>();
  return exclusiveCells(corpus, rows).flatMap(({ use, row, revision, at }): WordsProblem[] => {
    const product = use.product;
    const cell = `${row.id} ${product} ${revision}`;
    if ((use.said.only !== null && rowIsAbout(row, use.said.only)) || at?.entry.declared.value === 'no' || seen.has(cell)) return [];
    seen.add(cell);
    const given = at ? at.entry.declared.value : 'unknown';
    return [
      {
        rule: 'exclusive-declaration-decides-every-key',
        where: { row: row.id },
        field: at ? `products.${product}.${at.index}.declared` : `products.${product}`,
        message:
          given === 'unknown'
            ? `is unknown at ${revision}, but ${quotedWords(use)} says what ${product} declares of every key: write declared no at ${revision} with evidence [{in: ${use.ref.in}, quote: ${use.ref.quote}}] (exclusive-declaration-decides-every-key: an exclusive declaration decides every other key)`
            : `is "${given}" at ${revision}, but ${quotedWords(use)} says ${product} declares ${use.said.only === null ? 'no key' : `only ${use.said.only}`}, so not this row's key: write declared no at ${revision} with evidence [{in: ${use.ref.in}, quote: ${use.ref.quote}}], or show the words that contradict it in a dispute (exclusive-declaration-decides-every-key: an exclusive declaration decides every other key)`,
      },
    ];
  });
}

export const exclusiveDeclarationDecidesEveryKey: Rule = {
  id: 'exclusive-declaration-decides-every-key',
  title: 'An exclusive declaration decides every key',
  description:
    'Words saying a product declares only K (“declares only elicitation”, “declares roots and nothing else”) say it declares no other key: every other row of its side gives declared no there, quoting them, or a dispute shows the words that contradict them.',
  why: '“Codex declares only elicitation while implementing much more” (the opencode note) says what Codex’s declaration holds of every key.',
  examples: {
    pass: {
      says: 'The fixture quotes no exclusive declaration.',
      edits: [],
      excerpt: { file: 'idiosyncrasies/fixture-note.mdx', text: 'The fixture client declares no widgets and renders none' },
    },
    fail: {
      says: 'Codex declares only gizmos, and a both-sides row leaves its declaration unknown.',
      edits: [
        { file: 'idiosyncrasies/fixture-note.mdx', text: 'Codex declares only gizmos.' },
        {
          file: 'capabilities/CAP-01.mdx',
          find: 'sources:\n',
          text: '  codex:\n    - revisions: [\'2025-11-25\']\n      declared: { value: no, evidence: [{ in: note:fixture-note, quote: "Codex declares only gizmos" }] }\n      implemented: unknown\nsources:\n',
        },
        { file: 'capabilities/CAP-02.mdx', find: 'side: server\ncapability: { side: server', text: 'side: both\ncapability: { side: both' },
      ],
    },
  },
  check: ({ corpus, rows }) => exclusiveDeclarationProblems(corpus, rows),
};
