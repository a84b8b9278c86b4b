/**
 * A product's "what it speaks" table (product pages): per role and revision, the recorded
 * fact, its basis and its quotes.
 */
import { REVISION_IDS, ROLES, type BasisId, type RevisionId, type Role } from '../register/axes.ts';
import type { ProductFacts } from '../register/schema.ts';
import { resolveSpeaks, speaksFact } from '../evidence/basis.ts';
import type { EvidenceCorpus } from '../evidence/corpus.ts';
import { evidenceLinks, type EvidenceLink } from '../evidence/links.ts';

/** One cell of a product's "what it speaks" table: the value, its basis and its quotes. */
export interface SpeaksSummary {
  value: 'yes' | 'no' | 'unknown' | 'not its role';
  basis: BasisId;
  evidence: EvidenceLink[];
}

export function speaksSummary(
  roles: readonly Role[],
  facts: ProductFacts | undefined,
  role: Role,
  revision: RevisionId,
  base: string,
  corpus?: EvidenceCorpus,
): SpeaksSummary {
  if (!roles.includes(role)) return { value: 'not its role', basis: 'stated', evidence: [] };
  const resolved = resolveSpeaks(speaksFact(facts, role, revision), {
    revision,
    row: null,
    corpus,
    ...(facts ? { product: facts.id } : {}),
  });
  return { value: resolved.value, basis: resolved.basis, evidence: evidenceLinks('speaks', resolved, null, base, corpus, facts?.id) };
}

/** A product's "what it speaks" table: per role, per revision, the fact; and every quote behind it, once. */
export function speaksTable(
  roles: readonly Role[],
  facts: ProductFacts | undefined,
  base: string,
  corpus?: EvidenceCorpus,
): { rows: { role: Role; cells: (SpeaksSummary & { revision: RevisionId })[] }[]; quotes: EvidenceLink[] } {
  const rows = ROLES.map((role) => ({
    role,
    cells: REVISION_IDS.map((revision) => ({ revision, ...speaksSummary(roles, facts, role, revision, base, corpus) })),
  }));
  const quotes = [
    ...new Map(rows.flatMap((r) => r.cells.flatMap((c) => c.evidence)).map((e) => [`${e.in}|${e.quote}|${e.scope}`, e])).values(),
  ];
  return { rows, quotes };
}
