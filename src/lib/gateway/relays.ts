/**
 * Reading relay facts: which gate, upstream fact and fallback cover a revision and
 * a host, and the content check of a relay file (its row exists and plays the side its facts
 * describe, each revision is covered once, every quote is in its passage).
 */
import { REVISION_IDS, type ProductId, type RevisionId } from '../register/axes.ts';
import type { EvidenceRef, Row } from '../register/schema.ts';
import type { EvidenceCorpus } from '../evidence/corpus.ts';
import { findQuote } from '../evidence/quotes.ts';
import type { RelayFile, RelayGate, UpstreamFact } from './schema.ts';

/** The gate that speaks of host revision `revision`. */
export function gateFor(relay: RelayFile | undefined, revision: RevisionId): RelayGate | undefined {
  return relay?.gates.find((g) => g.revisions.includes(revision));
}

/** The upstream fact that speaks of upstream revision `revision`. */
export function upstreamFor(relay: RelayFile | undefined, revision: RevisionId): UpstreamFact | undefined {
  return relay?.upstream.find((u) => u.revisions.includes(revision));
}

/** The fallback of a gate that applies to `host`: the first entry naming it, or naming no host. */
export function fallbackFor(gate: RelayGate, host: ProductId) {
  return gate.otherwise.find((f) => !f.hosts || f.hosts.includes(host));
}

/** A problem of one relay file (the caller adds the file). */
export interface RelayProblem {
  rule: 'relay-facts-match-rows' | 'quote-in-passage';
  field: string;
  message: string;
}

/** Every problem of one relay file named `fileId` (its name without `.yaml`). */
export function relayProblems(corpus: EvidenceCorpus, rows: readonly Row[], relay: RelayFile, fileId: string): RelayProblem[] {
  const problems: RelayProblem[] = [];
  if (relay.row !== fileId)
    problems.push({
      rule: 'relay-facts-match-rows',
      field: 'row',
      message: `the row is ${relay.row} but the file is ${fileId}.yaml: name the file after its row (${relay.row}.yaml)`,
    });
  const row = rows.find((r) => r.id === relay.row);
  if (!row) {
    problems.push({
      rule: 'relay-facts-match-rows',
      field: 'row',
      message: `there is no row ${relay.row} in content/capabilities/: relay facts describe an existing row`,
    });
    return problems;
  }
  if (row.side !== 'client' && relay.gates.length) {
    problems.push({
      rule: 'relay-facts-match-rows',
      field: 'gates',
      message: `${row.id} is a ${row.side} row: gates describe client rows (the upstream asks, the host answers); use upstream`,
    });
  }
  if (row.side !== 'server' && relay.upstream.length) {
    problems.push({
      rule: 'relay-facts-match-rows',
      field: 'upstream',
      message: `${row.id} is a ${row.side} row: upstream describes server rows; use gates`,
    });
  }
  const words = (refs: readonly EvidenceRef[] | undefined, field: string) =>
    refs?.forEach((ref, i) => {
      const message = findQuote(corpus, ref, row.id);
      if (message) problems.push({ rule: 'quote-in-passage', field: `${field}.${i}`, message });
    });
  const value = (v: { evidence?: EvidenceRef[] | undefined; because?: EvidenceRef[] | undefined }, field: string) => {
    words(v.evidence, `${field}.evidence`);
    words(v.because, `${field}.because`);
  };
  const once = (lists: readonly { revisions: readonly RevisionId[] }[], field: string) => {
    const seen = new Map<RevisionId, number>();
    lists.forEach((l, i) =>
      l.revisions.forEach((r) => {
        const earlier = seen.get(r);
        if (earlier !== undefined)
          problems.push({
            rule: 'relay-facts-match-rows',
            field: `${field}.${i}.revisions`,
            message: `${r} is also covered by ${field}.${earlier}; each revision belongs to one entry`,
          });
        else seen.set(r, i);
      }),
    );
  };
  relay.gates.forEach((g, i) => {
    value(g.forwards, `gates.${i}.forwards`);
    g.otherwise.forEach((f, j) => value(f.does, `gates.${i}.otherwise.${j}.does`));
    const declares = g.when?.hostDeclares;
    if (declares && !rows.some((r) => r.id === declares)) {
      problems.push({
        rule: 'relay-facts-match-rows',
        field: `gates.${i}.when.hostDeclares`,
        message: `there is no row ${declares}: name the row whose declaration the gate checks`,
      });
    }
  });
  once(relay.gates, 'gates');
  relay.upstream.forEach((u, i) => value(u.reaches, `upstream.${i}.reaches`));
  once(relay.upstream, 'upstream');
  return problems;
}

/** Revisions in order, for comparing a host's revision with a gate's floor. */
export function revisionIndex(revision: RevisionId): number {
  return REVISION_IDS.indexOf(revision);
}
