/**
 * The content check's rules of truth, beyond “the quote is in its passage” (`quotes.ts`):
 *
 * 1. **Stated is read from the words** (`scope.ts`), for product values and speaks facts
 *    (spec states are checked against the specification's schema instead): a value written for a revision its
 *    quotes do not name, while they name others, needs `because` (the words that carry it
 *    there) — an author cannot mark stated what the words do not name. A `because` carries a product value only if
 *    it is about the product and its passage names the row's capability, as evidence must (rules 19b and 11;
 *    `because-words.ts`, review 8 B1). A statement that names
 *    no revision at all covers the revisions the product could speak, inferred (one rule for
 *    every product; rule 9 checks it reaches them).
 * 2. **2026 changes what declared and implemented mean**: a declared or implemented value at
 *    2026-07-28 whose words (evidence and because) name revisions, none of them 2026-07-28, is
 *    refused: write words about 2026 or the modern era, or unknown. It is read per quote (review 8, R20): a quote of
 *    such a value naming only other revisions (“Under 2025-11-25, servers MUST NOT …”) does not ride along on another
 *    quote's “modern”; unless `because` carries 2026, it is refused. A `because` that repeats the entry's own evidence (the
 *    same passage, the same words) carries nothing new (review 9, R2b: CAP-23's “modern extension acknowledges” as
 *    its own because does not carry “Legacy cancel declared and terminal cancel rejected” to 2026).
 *    2b. **Legacy-only mechanisms do not reach 2026**: a quote of an implemented value at 2026-07-28
 *    whose *sentence* (the one it was cut from, not the trimmed quote: rule 19) describes a
 *    server→client request or its handler (`legacyMechanismsNamed`: roots/list, elicitation/create,
 *    “request handler”, …) and does not name 2026-07-28 carries nothing there; a value none of whose
 *    quotes (evidence or because) carries it is refused: those requests arrive there only as input
 *    requests, so write words about 2026 or the modern era, or unknown.
 * 3. **One audit per cell** (`provenance.ts`): an entry of the audited product (the row's
 *    `audit.product`) whose quotes rest on passages of different audits needs a `because` quoting why they combine (its values are then inferred).
 *    This is “a value may not join two audits” (review 7, D2): CAP-08 mcpx 2025-11-25's declaration (2a93f3f64) with
 *    CAP-07's implemented words (05c78b2) is refused, so that cell is unknown. The `because` must name the other audit's
 *    passage (review 8, R3): one of its quotes names, by row id or commit, a row or audit of the entry's evidence other
 *    than its own passage's audit (CAP-09's because, CAP-08's Detail “… never admits url mode (CAP-09)”); “S — done.” does not.
 *    Review 9, R3b (`audit-join.ts`): the because sits in this row or an evidence row, passes rule 1's because test, and
 *    names the other passage's row by its id; a commit alone does not join, nor the preserved-comparison sentence
 *    (“… preserve the original 05c78b2 comparison; … historical, not current” says the opposite). Review 10, F3: the
 *    because is the product's own audit words, naming the product or sitting in an observation; a spec What sentence
 *    “… (CAP-08, CAP-09)” names rows, not why two audits combine. Speaks facts (`products.yaml`) are not
 *    bound by it: whether a product speaks a revision is a fact about the product, not a row value.
 * 4. **A dispute is superseded only by the pinned current audit**: its `settledBy` quotes a
 *    passage whose provenance is the register header's current commit, and no dispute it
 *    `dependsOn` is open.
 * 5. **Out-of-revision needs words saying the key itself is sent there**: a declared value
 *    (yes, conditional, off) at a revision whose spec state does not define the key makes the
 *    cell out-of-revision, so a quote of it (evidence or because) must name that revision
 *    (the phrase table) or say the declaration is sent whatever version is negotiated
 *    (`everyNegotiatedVersionNamed`: “regardless of the negotiated version”, never at 2026-07-28: the
 *    sentence speaks of the legacy initialize, which 2026 does not have). A sentence that
 *    names no revision says what the product declares where the key exists, not that it sends
 *    a key the revision does not have.
 * 7. **Passages that disagree need a dispute**: two passages *disagree* on a cell when they give
 *    the same field (declared or implemented) of the same product at the same revision different
 *    values and speak for different audits (`auditKey`: a current passage and a snapshot passage).
 *    An entry records the other side as `contrary: [{field, value, in, quote}]`; when a contrary
 *    passage's provenance is none of the entry's evidence for that field, a dispute *about these words* (a
 *    position in their row or note quoting them, `dispute-reach.ts`) must list the cell
 *    (`cells: [{row, product, revisions}]`), or the check refuses it. A contrary is read against its words
 *    (`contrary-words.ts`, review 8, R21): a declared contrary quotes a sentence about declaring whose polarity is its
 *    value's (“Declares both, to both eras” is never declared no); an implemented one is not a bare declaration clause
 *    (rule 22); and it is another audit's words: a passage of the audit the entry's own evidence speaks for is evidence,
 *    because or the note's, never a contrary (N3: CAP-23's current “modern extension acknowledges” in CAP-26 at 2026).
 *    The contrary's words themselves speak of its field (review 9, R21b): a declared contrary's quote, without its
 *    citations, has rule 22's declaration words (“SEP-2663 forbids exactly that”, a critic's sentence, and “1404-1417”, a
 *    line range, do not), and its polarity is read on the clause of the sentence it was cut from (`clauseAround`):
 *    “declares the extension” cut from “it never declares the extension” says no.
 * 4b. **No superseding against the row's own words**: a dispute may be superseded only when no
 *    passage of the settling quote's row contradicts it: refused when two of its positions are in
 *    that row (the row says both), or a contrary of a cell it lists is in that row. Words of the
 *    older comparison the row's observation preserves (“preserve the original 05c78b2
 *    comparison; … historical, not current”, `isPreservedComparison`) are not the row's own.
 * 8. **The strongest quote**: when a passage in scope names the revision, the basis is stated.
 *    An entry that quotes a note auditing the product (scoped to R by its `Revisions:`) for one
 *    field, while its other field rests at R only on words that name no revision, is refused:
 *    the note speaks of the product at R, so quote its words for that field too (the opencode
 *    note's title sentence, “opencode declares roots and nothing else, …”, for opencode v1's
 *    declarations), or say in `because` why the note does not speak of it.
 * 15. **A quote is not trimmed below the words that scope it** (`sentence-scope.ts`): an evidence
 *    quote of a product value or speaks fact whose sentence's scope words (its clause's, or the
 *    sentence's for a clause that names none) name a revision the value is written for, which no
 *    quote of the value names, is refused: quote the clause with its scope words (CAP-03 mcpx:
 *    “Declaring listChanged: false in legacy eras is legal but pointless (mcpx never sends …)”).
 * 16. **Speaks facts use the strongest words**: a speaks fact `yes` at R whose evidence does not
 *    name R (carried by `because`) is refused when a sentence of a row audited for the product
 *    names R and the fact's side (and not the other side): add that sentence as evidence.
 * 6. **The same case needs the same side** (`sideProblems`; side words in `both-sides.ts`): a value of a one-sided row (client
 *    or server) resting on another row's words, where that row is about another side or both,
 *    must quote words about this row's side: every clause of the quote (split at “;” and “, but”)
 *    that names a side (client or upstream, server) names this one. “client polls task results, but upstream
 *    task input relay remains open” is the client's gap and says nothing of a server's map.
 * 9. **One reading for every product** (`coverage.ts`): a value resting only on words that name no revision (a
 *    note's words stay at its `Revisions:`) covers every revision the product *could speak* in the row's role —
 *    every revision `content/products.yaml` does not record it as not speaking, whatever else is recorded — and
 *    the product's entries must give that field there (inferred), unless a named rule stops the words: the
 *    lifecycle is not curated; rule 5 (a declaration where the key is not defined); rules 2b, 18 and 19 (every
 *    revision-less quote stopped at 2026-07-28); for implemented, a revision where the declaration is stopped. Where the
 *    key is not defined the same words still give implemented (review 8, S1: one reading, never optional; the verdict
 *    does not use it, so it is published as “not used by the verdict”): opencode v1's “has no elicitation at all” gives
 *    implemented no at CAP-07..09's early revisions as lootbox's “no request handler at all” does. Words saying the
 *    product sends the key where a revision does not define it (rule 17) are the exception: they speak of the revisions
 *    they describe, and a value there decides the verdict (out-of-revision), so it is given only where they say so. opencode v2's “Neither opencode version declares it or registers a handler”
 *    reaches 2024-11-05..2025-06-18 as lootbox's “declares nothing” does.
 * 10. **Disputed words carry their dispute** (`dispute-reach.ts`): a declared or implemented value quoting a section
 *    of another row X is refused unless every dispute listing X's cell (same product and revision) lists this cell
 *    too — decided by the words, not by the author: a dispute is left out only when its positions scope it to the
 *    other side (one names only the other side, none only this one; for the audited product a host is its server's
 *    peer, an upstream its client's). CAP-21 (the server's core tasks object) quotes CAP-22 to CAP-24's current
 *    observations, so their three disputes list it; CAP-11 (the client's map) quotes CAP-26, whose wire-format
 *    dispute speaks of “2026 hosts” and does not reach it.
 * 11. **Words reach only what their passage names** (`reach.ts`): a declared or implemented value quoting another
 *    row's section or a note is refused unless the passage the quote sits in (a note's section; its first opened
 *    by its title) names the row's capability (its key path's first key or extension id), the quote names the
 *    whole capabilities object (“declares no capabilities at all”), the other row is about the same key, or the
 *    value's own-row words name that row as the same case (“Same declaration rule as CAP-15”). In a row whose 2026 form is an input request (rule 18), an
 *    implemented quote from another row or a note must also name what it answers (`answerWords`: the key, the request,
 *    a handler, an answer; review 8, B4): the note's “goose, which sends the notification without declaring the
 *    capability” sits in a section about roots but speaks of notifications/roots/list_changed, CAP-03's key. The opencode note's
 *    “implements exactly that one thing” may decide CAP-10 and CAP-26 (tasks, named under its title), never CAP-01
 *    (experimental, which it never names).
 * 12–14. **What the words about one product decide** (`product-rules.ts`): a role quote is about that product's side
 *    and names no revision (a side is revision-independent); an exclusive declaration (“declares only elicitation”)
 *    decides every other key; “declares only K while implementing more” says K is implemented, and only K: quoted as
 *    implemented evidence of any other row (a mode of K included) it is refused (review 8, B3), read on the clause the quote
 *    was cut from (review 9, B3': “implementing much more” trimmed from Codex's clause is refused too; `implementsMoreClause`). A word of a product's
 *    name another product shares (“opencode”) names it only when no other is named by its own word (“opencode v1 has
 *    …” is not v2's) and, in a note, only if the note audits or mentions it: the opencode note's words are v1's. Rule
 *    13 refuses any declared value but no (unknown, or a yes the exclusive words contradict); rule 11 exempts an
 *    exclusive declaration only for the product it names.
 * 17. **Out-of-revision by sending uses the strongest words** (`sending.ts`): an implemented yes or partial at a
 *    revision that does not define the key, whose quotes do not say the product sends it there, is refused when a
 *    sentence of a passage it quotes (the one a quote is cut from, or another) names the product and says so (goose's
 *    CAP-03 at 2026-07-28).
 * 18. **Where 2026 has only input requests, an implemented value needs words about them** (`input-requests.ts`): for
 *    the capabilities of answering a server→client request (`INPUT_REQUEST_PATHS`: roots, sampling and its modes,
 *    elicitation and its modes, CAP-02 and CAP-04..09; 000:27 “roots then reach a server only as an input request”,
 *    000:118 “unsolicited server→client requests are forbidden”), a quote carries an implemented value to 2026-07-28
 *    only when it names 2026 or the modern era, speaks of input requests, or, for a no, says the product has none of
 *    it at all (“opencode v1 has no elicitation at all”). A `because` quote carries it only if it is about the product
 *    (rule 19b) and its passage names the row's capability (rule 11; `because-words.ts`, review 8 B1): CAP-02's “roots
 *    then reach a server only as an input request” carries nothing of Codex's elicitation. Of an implemented value a `because` carries
 *    nothing when it is a bare declaration (rule 22, on the quote or its sentence) and, in such a row at 2026-07-28, for
 *    a yes or partial, when it says nothing of input requests even if it names 2026 (review 9, B1': CAP-08's “2025-11-25 and 2026-07-28. opencode
 *    v2 declares { form: …, url: {} }.” carries no implemented value of CAP-07 or CAP-09 to 2026;
 *    `becauseDoesNotCarryImplemented`). Codex's “implementing much more” and a declaration clause
 *    (“Neither opencode version declares it”) carry nothing there; rule 14 yields to it.
 * 19. **Rules 2b and 18 stop quotes, not values** (`input-requests.ts` `stopAtModern`): a value is refused at
 *    2026-07-28 when none of its quotes carries it there (2b read on the whole sentence a quote was cut from, as rule
 *    17 does), and a value resting on revision-less words is demanded there by rule 9 when one of its revision-less
 *    quotes is not stopped: CAP-09's “opencode v1 has no elicitation at all” reaches 2026 even when the value also
 *    quotes the note's handler sentence.
 *    19b. **A product value's words are about the product** (`product-words.ts`): a declared or implemented quote of a
 *    product other than the row's audited one must sit in a sentence naming the product (`productNamed`), in a note
 *    auditing it, or in a citation of its own code; the product is looked for in the quote and in the clause it sits in
 *    (split at “;”, “, but” and a new product subject, “…, and Codex declares …”: `quotedClauses`, review 8 B2), so
 *    “goose declares less than it implements” is goose's, not Codex's. A spec sentence (“2026 removes the sub-field along with
 *    notifications/roots/list_changed”) is no evidence of goose's values: it belongs to the spec state, or to because.
 * 20. **Inside a row about both sides, each side needs its words** (`both-sides.ts`, extends rule 6): an implemented
 *    yes or partial of a `side: both` row reads the product on every side it plays at that revision (its roles
 *    `content/products.yaml` does not record as not spoken), so it must rest on words about EACH side's implementation:
 *    a clause naming the side that does more than declare, or a side-less clause of a one-sided row about it. The
 *    weaker side decides; a side no words speak of is unknown. CAP-26 mcpx 2026: “client polls task results, but
 *    upstream task input relay remains open” is the client's; of the server only the declaration is said, so
 *    implemented is unknown, as CAP-25's server map reads the same words. The words are the product's and this row's
 *    (review 8, R20): a sentence of a spec section (What, Where) speaks for no side unless it names the product
 *    (`quoteIsAboutProduct`), a bare declaration clause (rule 22) for none, and another row's clause only when that row
 *    is about the same key or the clause names this row's capability (CAP-23's “modern extension acknowledges” is
 *    tasks.cancel's, not the tasks extension's delivery). A clause is read without its citations (review 9, R20b:
 *    “(internal/mcpserver/tasks.go:handleTask)” names a file, not the extension; `clause-words.ts`), and this row's
 *    capability is named by its id or its own name (“tasks extension”; a plain key by its last key), never by the
 *    key's generic first segment: “unowned tasks remain accessible by ID” is tasks.list's.
 * 21. **A disputed cell shows both sides** (`position-record.ts`, rule 7 bookkeeping as a rule): for every position of
 *    a dispute in a row, each entry of a cell the dispute lists (of the row's audited product) carries the position's
 *    words, as evidence, because or contrary: a quote in that row that contains one of its quoted spans or is at least a
 *    whole clause of it (review 8, R21: “both”, one word of “Declares both, to both eras”, carries nothing);
 *    a citation alone (“1404-1417”) carries nothing (review 9, R21b). A position
 *    of the same audit as the entry's evidence (no contrary, rule 7) is carried also by the entry's note quoting such a
 *    clause and naming its row.
 *    CAP-22 to CAP-24 at 2026-07-28 record CAP-21's preserved Detail, as CAP-21 does (review 7, M2).
 * 22. **A quote states only the field it speaks of** (`field-words.ts`): a declared value is stated at R only through
 *    a quote naming R whose sentence speaks of declaring (`DECLARATION_PHRASES`: declares, advertised, a capability,
 *    a `{…}` literal, initialize, the extension map); a sentence about delivery (CAP-15's “On a legacy stdio
 *    connection nothing starts the notifier”) leaves it inferred (`basis.ts`). An implemented value quoting a bare
 *    declaration clause (declaration words, no word of doing: “Neither opencode version declares it”, cut before “or
 *    registers a handler”) is refused: quote what the product does, or make implemented unknown. The words of doing
 *    are read without the declared object's words (review 8, R22): the subject of a passive declaration (“Legacy list
 *    is declared”: the declared tasks.list, not a listing), a map or capability that “is emitted” (the declaration being
 *    sent), what a peer “gets” of it (“modern gets extension only”), and the side word “server”; so CAP-22's “Legacy list
 *    is declared”, cut before “and lists connection-owned tasks only; unowned tasks remain accessible by ID”, and CAP-25's
 *    “Server extension map is emitted only for modern peers” are bare declarations.
 *    Review 9, R22b: the quote is read per clause and without its citations (“(internal/mcpserver/server.go:capabilities”
 *    is a file, not the capability object), the object of “declare” is the declared thing (“eligible gateway tools
 *    declare optional support”: “support” is a noun there, not a doing), what the product “puts in” the map is its
 *    declaration (“The only key mcpx puts in it”), and “acknowledges” is a doing word.
 * 23. **Every published value carries its words** (`published.ts`, run by the content check on the built matrix): a
 *    declared or implemented value other than unknown that the verdict does not rest on (an unknown cell's known
 *    half, an n/a cell's implemented) is published with its quotes as `unusedEvidence` (“not used by the verdict”)
 *    in /matrix.json and the cell details; a known value published with no quote is refused.
 * 24. **What a product does with a peer's capability is quoted as its `uses`** (`uses.ts`): every sentence of a one-sided
 *    row's passages naming a product that does not play the row's side (`productNamed`: “opencode v1 and v2 list prompts
 *    only from servers that declare prompts”, CAP-14) must be quoted by a `uses: {evidence}` of that product in the row,
 *    and a `uses` quote must name its product (as rule 19b). The words are published on the not-applicable cell, beside
 *    the verdict and never in it. Review 9: `uses` is refused on a row whose side the product plays (U4: there the
 *    words are implemented evidence, and rule 2b may keep them out); a quote from another row or a note reaches only
 *    the capabilities its passage names (rule 11, U2); a quote is a whole clause of its sentence or says what the
 *    product does (a bare “opencode v1” says nothing, U3); and a quote whose words name revisions is shown only at those,
 *    an entry none of whose revisions it names refused (rule 1, U5). Rule 24 reads notes too (U1, `peerUseNoteSentences`):
 *    a sentence of a note auditing a product that does not play the row's side, naming the row's exact key where the
 *    product's own side has no such key, must be quoted as its uses (002:36 “the client does consume tools, resources,
 *    prompts, logging and instructions”: CAP-12, 14, 16 and 19, opencode v1).
 */
import { MODERN_REVISION, REVISION_IDS, type RevisionId } from '../register/axes.ts';
import type { ContraryWords, Dispute, EvidenceRef, ProductEntry, ProductFacts, Row, SpeaksFact } from '../register/schema.ts';
import { normalizeWords, type EvidenceCorpus } from './corpus.ts';
import { auditKey, auditsOf, isPinnedCurrent, isPreservedComparison, refProvenance } from './provenance.ts';
import { contains, quotedSpans } from './note-quotes.ts';
import { findQuote, type EvidenceProblem } from './quotes.ts';
import { passageScope, polarityOf, quoteNames, quotesName } from './scope.ts';
import { everyNegotiatedVersionNamed } from '../register/revision-phrases.ts';
import { isDefined } from '../register/axes.ts';
import { parseLocation } from './locations.ts';
import { couldSpeak, restsOnRevisionlessWords, revisionlessQuotes } from './coverage.ts';
import { modernImplementedProblem, namesNoAnswer, speaksOnlyOfAnswering, stopAtModern } from './input-requests.ts';
import { becauseDoesNotCarry, becauseDoesNotCarryImplemented, carryingBecause, carryingBecauseImplemented } from './because-words.ts';
import { quoteIsAboutProduct } from './product-words.ts';
import { concernsContrary, listsCell, scopedToOtherSide } from './dispute-reach.ts';
import { capabilityWords, rowsNamedByOwnWords, unnamedCapability, unnamedMember } from './reach.ts';
import { weakerSendingProblems } from './sending.ts';
import { speaksPassages, trimmedScopeProblems } from './sentence-scope.ts';
import { checkProductRules, exclusiveDeclaration, quoteNamesProduct, saysSentWhereUndefined } from './product-rules.ts';
import { DECLARATION_PHRASES, declarationWords, isBareDeclaration, sentenceOf, speaksOfDeclaring } from './field-words.ts';
import { clauseAround, isOnlyCitation, withoutCitations } from './clause-words.ts';
import { wordsPolarity } from './contrary-words.ts';
import { aboutAnotherProduct } from './other-product.ts';
import { bothSidesProblem, SIDE_WORDS } from './both-sides.ts';
import { unrecordedPositionProblems } from './position-record.ts';
import { joinsAudits } from './audit-join.ts';
import { usesProblems } from './uses.ts';
import { contentAxes } from '../content/axes.ts';

const MODERN = MODERN_REVISION;

/** Do two quotes sit in the same passage, one containing the other's words (the same words quoted twice)? */
function sameWords(a: EvidenceRef, b: EvidenceRef, row: string | null): boolean {
  const where = (ref: EvidenceRef) => JSON.stringify(parseLocation(ref.in, row));
  const [x, y] = [normalizeWords(a.quote), normalizeWords(b.quote)];
  return where(a) === where(b) && (x.includes(y) || y.includes(x));
}

/** Rule 1 (and 2 for product values) for one value at the revisions it covers; messages name the fix. */
function scopeProblems(
  corpus: EvidenceCorpus,
  row: string | null,
  evidence: readonly EvidenceRef[] | undefined,
  because: readonly EvidenceRef[] | undefined,
  revisions: readonly RevisionId[],
  productValue: boolean,
  product: string,
  value: string,
): { revision: RevisionId; message: string }[] {
  if (!evidence?.length) return [];
  const polarity = polarityOf(value);
  const named = quotesName(corpus, evidence, row, product, polarity);
  const carried = because?.length ? quotesName(corpus, because, row, product, polarity) : [];
  // Rule 2 (review 9, R2b): a because repeating the entry's own evidence carries nothing new to 2026 for a rider.
  const freshlyCarried = () => {
    const fresh = (because ?? []).filter((b) => !evidence.some((ref) => sameWords(ref, b, row)));
    return fresh.length ? quotesName(corpus, fresh, row, product, polarity) : [];
  };
  const problems: { revision: RevisionId; message: string }[] = [];
  for (const revision of revisions) {
    if (productValue && revision === MODERN && named.includes(MODERN) && !freshlyCarried().includes(MODERN)) {
      // Rule 2 per quote (review 8, R20): a quote naming only other revisions does not ride along on another's “modern”.
      const riders = evidence.filter((ref) => {
        const own = quoteNames(corpus, ref, row, product, polarity);
        return own.length > 0 && !own.includes(MODERN);
      });
      if (riders.length) {
        problems.push({
          revision,
          message: `at ${MODERN} rests also on ${riders.map((r) => `${r.in} “${r.quote}”`).join(', ')}, whose words name ${[...new Set(riders.flatMap((r) => quoteNames(corpus, r, row, product, polarity)))].join(', ')}, not 2026: each quote of a 2026 value carries it there (declared and implemented change meaning at ${MODERN}), so remove that quote from this entry (or give it its own entry for the revisions it names), or quote words about 2026 or the modern era in because (other words than the evidence: repeating it carries nothing new)`,
        });
      }
      continue;
    }
    if (named.includes(revision)) continue;
    if (productValue && revision === MODERN && (named.length || carried.length) && !carried.includes(MODERN)) {
      const words = [...new Set([...named, ...carried])].join(', ');
      problems.push({
        revision,
        message: `at ${MODERN} declared and implemented change meaning (per-request capabilities), but these words speak of ${words}, not 2026: quote words about 2026 or the modern era (in evidence, or in because), or make ${MODERN} unknown (a separate entry, or leave it out of revisions)`,
      });
      continue;
    }
    if (because?.length || !named.length) continue;
    problems.push({
      revision,
      message: `is written for ${revision}, but its quotes name ${named.join(', ')}, not ${revision}: list only the revisions the words name, or add because: [{in, quote}] with the words that carry it to ${revision} (it is then inferred there)`,
    });
  }
  return problems;
}

/** Rule 5 for one entry's declared value at one revision the spec does not define the key in; the message names the fix. */
function outOfRevisionProblem(
  corpus: EvidenceCorpus,
  row: string,
  product: string,
  refs: readonly EvidenceRef[],
  revision: RevisionId,
): string | null {
  if (quotesName(corpus, refs, row, product, 'positive').includes(revision)) return null;
  // The documents' sentence speaks of “the legacy initialize”: it carries nothing to 2026-07-28, which has none.
  if (revision !== MODERN && refs.some((ref) => everyNegotiatedVersionNamed(ref.quote).length)) return null;
  return `at ${revision}, which does not define the key, makes the cell out-of-revision, but no quote says the key itself is sent at ${revision}: quote words naming ${revision} (or an era or range covering it) or saying it is sent whatever version is negotiated (“regardless of the negotiated version”), in evidence or because; or leave ${revision} out of revisions (unknown)`;
}

/** Does a clause name the row's own surface (“mcpx’s own prompts/list” in a prompts row)? Then it is the row's side. */
function namesOwnSurface(clause: string, words: readonly string[]): boolean {
  return words.some((word) => new RegExp(`\\bown ${word.replace(/[^A-Za-z0-9]/g, '')}\\b`, 'i').test(clause));
}

/** The clauses of a quote that name a side but not `side` (rule 6); `own` are the row's capability words. */
export function otherSideClauses(quote: string, side: 'client' | 'server', own: readonly string[] = []): string[] {
  const other = side === 'client' ? 'server' : 'client';
  return quote
    .split(/;|,\s*but\b/)
    .map((c) => c.trim())
    .filter((c) => SIDE_WORDS[other].test(c) && !SIDE_WORDS[side].test(c) && !namesOwnSurface(c, own));
}

/** Rule 6 for one value's evidence in a one-sided row; messages name the fix. */
function sideProblems(rowsById: ReadonlyMap<string, Row>, row: Row, evidence: readonly EvidenceRef[] | undefined): string[] {
  if (row.side === 'both' || !evidence?.length) return [];
  const side = row.side;
  const problems: string[] = [];
  for (const ref of evidence) {
    const location = parseLocation(ref.in, row.id);
    if ('error' in location || (location.kind !== 'section' && location.kind !== 'source') || location.row === row.id) continue;
    const other = rowsById.get(location.row);
    if (!other || other.side === side) continue;
    const clauses = otherSideClauses(ref.quote, side, capabilityWords(row.capability));
    if (!clauses.length) continue;
    problems.push(
      `rests on ${ref.in}, a row about ${other.side === 'both' ? 'both sides' : `the ${other.side}`}, whose words ${clauses.map((c) => `“${c}”`).join(', ')} speak of the ${side === 'client' ? 'server' : 'client'}, not the ${side} this row is about: the same case needs the same side, so quote words about the ${side} (or trim the quote to them), or make the value unknown`,
    );
  }
  return problems;
}

/**
 * Rule 10 for one value: when it quotes a section of another row X, every dispute listing X's cell (same product,
 * same revision) lists this cell too, unless the dispute's positions scope it to the other side (`dispute-reach.ts`).
 */
function inheritedDisputeProblems(
  row: Row,
  product: string,
  revisions: readonly RevisionId[],
  evidence: readonly EvidenceRef[] | undefined,
  disputes: readonly Dispute[],
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const ref of evidence ?? []) {
    const location = parseLocation(ref.in, row.id);
    if ('error' in location || (location.kind !== 'section' && location.kind !== 'source') || location.row === row.id) continue;
    const other = location.row;
    for (const dispute of disputes) {
      if (seen.has(dispute.id) || scopedToOtherSide(dispute, row.side)) continue;
      const missing = revisions.filter((r) => listsCell(dispute, other, product, r) && !listsCell(dispute, row.id, product, r));
      if (!missing.length) continue;
      seen.add(dispute.id);
      problems.push(
        `quotes ${ref.in}, whose ${product} cell at ${missing.join(', ')} is under the dispute "${dispute.id}", which does not list this cell: a cell resting on disputed words is disputed too. Add { row: ${row.id}, product: ${product}, revisions: [${missing.join(', ')}] } to its cells in content/disputes/${dispute.id}.yaml (a dispute whose positions speak only of the other side, as cap-26-tasks-extension-wire-format of hosts, is not required)`,
      );
    }
  }
  return problems;
}

/**
 * Rule 7 reads a contrary's words (review 8, R21; that its value differs from the entry's is the schema's check): a
 * declared contrary quotes a sentence about declaring whose polarity is its value's (“Declares both, to
 * both eras” is never declared no); an implemented contrary is not a bare declaration clause.
 */
function contraryWordsProblem(corpus: EvidenceCorpus, row: string, contrary: ContraryWords): string | null {
  if (contrary.field === 'declared') {
    if (!speaksOfDeclaring(corpus, contrary, row) || !declarationWords(withoutCitations(contrary.quote)).length) {
      return `gives declared "${contrary.value}" on ${contrary.in} “${contrary.quote}”, words that do not themselves speak of declaring (${DECLARATION_PHRASES.map((p) => p.name).join(', ')}): a contrary's field is what its words speak of (rule 7). Quote words about the declaration, or record the words under the field they speak of`;
    }
    // Review 9, R21b: a trimmed quote says what its clause says (“declares the extension” of “it never declares the extension”).
    const says = wordsPolarity(withoutCitations(clauseAround(sentenceOf(corpus, contrary, row), contrary.quote)));
    if (says !== polarityOf(contrary.value)) {
      return `gives declared "${contrary.value}" on ${contrary.in} “${contrary.quote}”, words that say it is ${says === 'positive' ? 'declared' : 'not declared'}: a contrary's value is what its words say (rule 7). Write value: ${says === 'positive' ? 'yes' : 'no'}, or quote words that say "${contrary.value}"`;
    }
  } else if (isOnlyCitation(contrary.quote)) {
    return `gives implemented "${contrary.value}" on ${contrary.in} “${contrary.quote}”, a citation (file, lines), not words about what the product does (rule 7): quote the sentence's words`;
  } else if (isBareDeclaration(contrary.quote)) {
    return `gives implemented "${contrary.value}" on ${contrary.in} “${contrary.quote}”, a bare declaration clause: a contrary's field is what its words speak of (rules 7, 22). Record it as field: declared, or quote the words about what the product does`;
  }
  return null;
}

/** Is the quote in a row's citation of the specification (`source: spec`)? */
function isSpecCitation(corpus: EvidenceCorpus, ref: EvidenceRef, row: string): boolean {
  const location = parseLocation(ref.in, row);
  if ('error' in location || location.kind !== 'source') return false;
  const citation = corpus.rows.get(location.row)?.sources[location.index - 1] as { source?: string } | undefined;
  return citation?.source === contentAxes().axes.specification;
}

/** Rule 7 for one contrary of an entry; messages name the fix. */
function contraryProblems(
  corpus: EvidenceCorpus,
  row: string,
  product: string,
  entry: ProductEntry,
  contrary: ContraryWords,
  disputes: readonly Dispute[],
): string[] {
  const missing = findQuote(corpus, contrary, row);
  if (missing) return [missing];
  const words = contraryWordsProblem(corpus, row, contrary);
  if (words) return [words];
  // Review 10, F2: a contrary is words about this product; a clause naming only another product is that product's, and
  // review 11: a note's clause naming none is about the products the note audits.
  const other = aboutAnotherProduct(corpus, contrary, row, product);
  if (other) {
    return [
      `${contrary.in} “${contrary.quote}” sits in a clause about ${other}, not ${product}: a contrary is another audit's words about this product (rules 7, 19b). Quote words about ${product}, or remove the contrary`,
    ];
  }
  const own = new Set(auditsOf(corpus, entry[contrary.field].evidence ?? [], row).map((p) => auditKey(p)));
  const theirs = auditKey(refProvenance(corpus, contrary, row));
  // Rule 7's definition (review 8, N3): a contrary is another audit's words; the entry's own audit is evidence or because.
  const entryAudits = new Set(
    auditsOf(corpus, [...(entry.declared.evidence ?? []), ...(entry.implemented.evidence ?? [])], row).map((p) => auditKey(p)),
  );
  if (theirs !== null && entryAudits.has(theirs)) {
    const label = refProvenance(corpus, contrary, row)?.label ?? contrary.in;
    return [
      `${contrary.in} “${contrary.quote}” is ${label}, the audit the entry's own evidence speaks for: a contrary is the words of another audit that disagrees (rule 7), not the same audit's. Move the words to evidence or because if the cell rests on them, or quote them in the note, or remove the contrary`,
    ];
  }
  if (theirs === null || own.has(theirs)) return [];
  const revisions = entry.revisions === 'all' ? REVISION_IDS : entry.revisions;
  // The dispute must be about these words (a position in their row quoting them), not any dispute listing the cell.
  const concerned = disputes.filter((d) => concernsContrary(d, contrary, row));
  const uncovered = revisions.filter((r) => !concerned.some((d) => listsCell(d, row, product, r)));
  if (!uncovered.length) return [];
  const label = refProvenance(corpus, contrary, row)?.label ?? contrary.in;
  return [
    `${contrary.in} (${label}) gives ${contrary.field} "${contrary.value}" where the entry's evidence, of another audit, gives "${entry[contrary.field].value}": passages of different audits that disagree on a cell need a dispute about these words. Add one in content/disputes/ with both positions (one in ${contrary.in.split('/')[0]} quoting “${contrary.quote}”) and cells: [{ row: ${row}, product: ${product}, revisions: [${uncovered.join(', ')}] }] (or list the cell, and a position quoting the words, in an existing one)`,
  ];
}

/** Rule 8 for one entry: the fields that rest at a revision on words naming none, while the entry quotes a note in scope there. */
function strongestQuoteProblems(
  corpus: EvidenceCorpus,
  row: string,
  product: string,
  entry: ProductEntry,
): { field: 'declared' | 'implemented'; message: string }[] {
  if (entry.because?.length) return [];
  const revisions = entry.revisions === 'all' ? REVISION_IDS : entry.revisions;
  const problems: { field: 'declared' | 'implemented'; message: string }[] = [];
  for (const [field, other] of [
    ['declared', 'implemented'],
    ['implemented', 'declared'],
  ] as const) {
    const evidence = entry[field].evidence ?? [];
    if (!evidence.length) continue;
    const notes = (entry[other].evidence ?? []).filter((ref) => ref.in.startsWith('note:'));
    for (const revision of revisions) {
      if (quotesName(corpus, evidence, row, product, polarityOf(entry[field].value)).includes(revision)) continue;
      const inScope = notes.find((ref) => passageScope(corpus, ref, row, product).includes(revision));
      if (!inScope) continue;
      problems.push({
        field,
        message: `rests at ${revision} on words that name no revision, while the entry quotes ${inScope.in} for ${other}, a note in scope for ${product} at ${revision}: use the strongest quote, the note's words for ${field} (the basis is then stated), or add because: [{in, quote}] saying why the note does not speak of it`,
      });
      break;
    }
  }
  return problems;
}

/**
 * Rule 9 for one product's entries in a row: each value resting only on words that name no revision must reach every
 * revision the product could speak (`coverage.ts`), by this entry or another entry of the product deciding that field,
 * unless a named rule stops it there: the lifecycle is not curated; rule 5 (a declaration where the key is not
 * defined needs words saying it is sent there); rule 2b (legacy-only mechanisms at 2026-07-28); or, for
 * implemented, the declaration is stopped there (review 8, S1: a revision that does not define the key is no exemption,
 * unless the words say the key is sent where a revision does not define it, rule 17)
 * (the cell is unknown whatever is implemented).
 */
function coverageProblems(
  corpus: EvidenceCorpus,
  row: Row,
  product: string,
  entries: readonly ProductEntry[],
  facts: readonly ProductFacts[],
  capabilityOf: (row: string) => Row['capability'] = () => undefined,
): { entry: number; field: 'declared' | 'implemented'; message: string }[] {
  const speakable = couldSpeak(facts, product, row.side);
  const covers = (entry: ProductEntry) => (entry.revisions === 'all' ? REVISION_IDS : entry.revisions);
  const decided = (field: 'declared' | 'implemented', revision: RevisionId) =>
    entries.some((e) => covers(e).includes(revision) && e[field].value !== 'unknown');
  const problems: { entry: number; field: 'declared' | 'implemented'; message: string }[] = [];
  entries.forEach((entry, i) => {
    const stops = (field: 'declared' | 'implemented', revision: RevisionId): boolean => {
      const state = row.spec[revision]?.state;
      if (!state || state === 'unknown') return true;
      const value = entry[field];
      if (field === 'declared') {
        const positive = value.value === 'yes' || value.value === 'conditional' || value.value === 'off';
        const refs = [...(value.evidence ?? []), ...(entry.because ?? [])];
        return positive && !isDefined(state) && outOfRevisionProblem(corpus, row.id, product, refs, revision) !== null;
      }
      // Review 8, S1: where the key is not defined the same words still give the value (one reading, never optional),
      // unless they say the product sends the key where a revision does not define it (rule 17): such words speak of the
      // revisions they describe (“where the notification no longer exists”), and a value there makes the cell
      // out-of-revision, so the author gives it only where the words say so.
      if (!isDefined(state) && saysSentWhereUndefined([...(value.evidence ?? []), ...(entry.because ?? [])])) return true;
      // Rules 2b, 18 and 19: stopped at 2026-07-28 only when every revision-less quote of the value is stopped there.
      if (revision === MODERN) {
        const refs = revisionlessQuotes(
          corpus,
          [...(value.evidence ?? []), ...carryingBecauseImplemented(corpus, entry.because, row, product, capabilityOf, value.value, true)],
          row.id,
          product,
          polarityOf(value.value),
        );
        if (refs.every((ref) => stopAtModern(corpus, ref, row.id, row.capability, product, value.value) !== null)) return true;
      }
      // The cell is unknown whatever is implemented when its declaration cannot reach the revision.
      return entry.declared.value !== 'unknown' && stops('declared', revision) && !decided('declared', revision);
    };
    for (const field of ['declared', 'implemented'] as const) {
      const value = entry[field];
      if (value.value === 'unknown' || !value.evidence?.length) continue;
      const refs = [...value.evidence, ...(entry.because ?? [])];
      if (!restsOnRevisionlessWords(corpus, refs, row.id, product, polarityOf(value.value))) continue;
      const missing = speakable.filter((r) => !decided(field, r) && !stops(field, r));
      if (!missing.length) continue;
      problems.push({
        entry: i,
        field,
        message: `"${value.value}" rests on words that name no revision, which cover every revision ${product} could speak (every revision content/products.yaml does not record it as not speaking: ${speakable.join(', ')}), but no entry gives ${field} at ${missing.join(', ')}: add ${missing.join(', ')} to revisions (inferred there), or write a separate entry for them; a revision is left out only where a rule stops the words (rule 5: a declaration where the key is not defined needs words saying it is sent there; rules 2b, 18 and 19: at 2026-07-28, every revision-less quote of it is about a legacy request handler, or in a row whose 2026 form is an input request says nothing of 2026, input requests or having none at all)`,
      });
    }
  });
  return problems;
}

/** Rule 16 for one speaks fact: a `yes` its evidence does not name, while a sentence about the product and side names it. */
function speaksStrongestProblem(
  corpus: EvidenceCorpus,
  rows: readonly Row[],
  product: string,
  side: 'client' | 'server',
  revision: RevisionId,
  fact: SpeaksFact,
): string | null {
  // A negative fact (“does not serve”) is a sentence of its own; the rule is about carried positive facts.
  if (fact.value !== 'yes') return null;
  if (quotesName(corpus, fact.evidence ?? [], null, product, 'positive').includes(revision)) return null;
  const [found] = speaksPassages(corpus, rows, product, side, revision);
  if (!found) return null;
  return `"yes" at ${revision} rests on words that do not name ${revision} (carried), while ${found.in} names ${revision} for ${product} as a ${side}: “${found.quote}”: use the strongest words, add evidence: [{ in: ${found.in}, quote: … }] with the words of that sentence that name ${revision} (the fact is then stated)`;
}

/** Rules 1–3, 5–17 and 20 over every row's spec and product values and every product fact. */
export function checkTruthRules(
  corpus: EvidenceCorpus,
  rows: readonly Row[],
  products: readonly ProductFacts[],
  disputes: readonly Dispute[] = [],
): EvidenceProblem[] {
  const problems: EvidenceProblem[] = [];
  const rowsById = new Map(rows.map((r) => [r.id, r]));
  for (const row of rows) {
    const where = { row: row.id };
    for (const [product, entries] of Object.entries(row.products)) {
      for (const p of coverageProblems(corpus, row, product, entries ?? [], products, (id) => rowsById.get(id)?.capability)) {
        problems.push({ where, field: `products.${product}.${p.entry}.${p.field}.evidence`, message: p.message });
      }
      (entries ?? []).forEach((entry, i) => {
        const base = `products.${product}.${i}`;
        const revisions = entry.revisions === 'all' ? REVISION_IDS : entry.revisions;
        for (const field of ['declared', 'implemented'] as const) {
          const value = entry[field];
          if (value.value === 'unknown') continue;
          // Review 8, B1 in general: a because quote carries a value to a revision only under the rules evidence obeys (19b, 11).
          // Review 9, B1': for implemented, a bare declaration carries nothing either (rule 22).
          const carriers = entry.because?.length
            ? field === 'implemented'
              ? carryingBecauseImplemented(corpus, entry.because, row, product, (id) => rowsById.get(id)?.capability, value.value, false)
              : carryingBecause(corpus, entry.because, row, product, (id) => rowsById.get(id)?.capability)
            : entry.because;
          const scoped = scopeProblems(corpus, row.id, value.evidence, carriers, revisions, true, product, value.value);
          const uncarried = (entry.because ?? []).flatMap((ref) => {
            const capabilityOf = (id: string) => rowsById.get(id)?.capability;
            const why =
              field === 'implemented'
                ? becauseDoesNotCarryImplemented(corpus, ref, row, product, capabilityOf, value.value, false)
                : becauseDoesNotCarry(corpus, ref, row, product, capabilityOf);
            return why ? [` (because ${ref.in} “${ref.quote}” carries nothing: ${why})`] : [];
          });
          for (const p of scoped) {
            problems.push({ where, field: `${base}.${field}.evidence`, message: `"${value.value}" ${p.message}${uncarried.join('')}` });
          }
          if (field === 'implemented' && revisions.includes(MODERN) && !scoped.some((p) => p.revision === MODERN)) {
            // Rule 19 (review 8, B1): a because quote carries the value to 2026 only under the rules evidence obeys.
            const capabilityOf = (id: string) => rowsById.get(id)?.capability;
            const carrying = carryingBecauseImplemented(corpus, entry.because, row, product, capabilityOf, value.value, true);
            const mechanism = modernImplementedProblem(corpus, row.id, row.capability, product, value.value, value.evidence, carrying);
            const dropped = (entry.because ?? []).flatMap((ref) => {
              const why = becauseDoesNotCarryImplemented(corpus, ref, row, product, capabilityOf, value.value, true);
              return why ? [`because ${ref.in} “${ref.quote}” carries nothing here: ${why}`] : [];
            });
            if (mechanism) {
              const also = dropped.length
                ? ` (${dropped.join('; ')}: a because quote obeys the rules of evidence where it carries a value, so quote words about ${product} and this row's capability)`
                : '';
              problems.push({ where, field: `${base}.${field}.evidence`, message: `"${value.value}" ${mechanism}${also}` });
            }
          }
          if (field === 'implemented') {
            for (const ref of (value.evidence ?? []).filter((r) => isBareDeclaration(r.quote))) {
              problems.push({
                where,
                field: `${base}.implemented.evidence`,
                message: `"${value.value}" quotes ${ref.in} “${ref.quote}”, a bare declaration clause (${declarationWords(ref.quote)
                  .map((w) => `“${w}”`)
                  .join(
                    ', ',
                  )}, no word of what the product does): words about declaring do not say what is implemented (rule 22). Quote the words that say what it does (the whole clause, e.g. “… or registers a handler”), or make implemented unknown`,
              });
            }
          }
          // Rule 11 in an input-request row: implemented words name the request, its handler or the capability they answer.
          if (field === 'implemented') {
            for (const ref of (value.evidence ?? []).filter((r) => namesNoAnswer(corpus, r, row.id, row.capability))) {
              problems.push({
                where,
                field: `${base}.implemented.evidence`,
                message: `"${value.value}" quotes ${ref.in} “${ref.quote}”, whose sentence names neither ${(row.capability?.paths ?? []).join(', ')} nor a request, handler or answer: in a row about answering a server→client request, implemented words must say what the product does with that request (rule 11; a notification or a declaration is another row's). Quote the words that name it, or make implemented unknown`,
              });
            }
          }
          // Rule 11 in a row whose key answers no server→client request (review 11, E1; reviews 12 F4 and 13: experimental,
          // roots.listChanged, extensions and the tasks extension, and a server's listChanged notification): words about answering
          // requests say nothing of it.
          if (field === 'implemented') {
            for (const ref of (value.evidence ?? []).filter((r) => speaksOnlyOfAnswering(corpus, r, row.id, row.capability))) {
              problems.push({
                where,
                field: `${base}.implemented.evidence`,
                message: `"${value.value}" quotes ${ref.in} “${ref.quote}”, whose sentence speaks of answering requests and not of notifications: ${(row.capability?.paths ?? []).join(', ')} is not a server→client request the product answers (it is a notification, a key or a map it sends), so words about request handlers say nothing of it (rule 11). Quote words about this key, or make implemented unknown`,
              });
            }
          }
          // Rule 19b: the audited product's words are its audit's passages; another product's must name it.
          if (product === row.audit.product) {
            // Review 11: the audit's words naming no product are the audited product's; a clause naming only another
            // product, or a note's words about the products it audits, are theirs (tests 1–3 of part a).
            for (const ref of value.evidence ?? []) {
              const other = aboutAnotherProduct(corpus, ref, row.id, product);
              if (!other) continue;
              problems.push({
                where,
                field: `${base}.${field}.evidence`,
                message: `"${value.value}" quotes ${ref.in} “${ref.quote}”, which sits in a clause about ${other}, not ${product}: words about another product are no evidence of what ${product} declares or implements (rule 19b). Quote the audit's words about ${product}, or make ${field} unknown`,
              });
            }
            // Review 11, E6: a citation of the specification is the specification's words, not the audit's.
            for (const ref of value.evidence ?? []) {
              if (!isSpecCitation(corpus, ref, row.id)) continue;
              problems.push({
                where,
                field: `${base}.${field}.evidence`,
                message: `"${value.value}" quotes ${ref.in} “${ref.quote}”, a citation of the specification: the specification's words say what a revision defines, not what ${product} declares or implements (rule 19b). Quote the audit's words about ${product}, or move the words to the spec state or to because`,
              });
            }
          }
          if (product !== row.audit.product) {
            for (const ref of value.evidence ?? []) {
              if (quoteIsAboutProduct(corpus, ref, row.id, product)) continue;
              problems.push({
                where,
                field: `${base}.${field}.evidence`,
                message: `"${value.value}" quotes ${ref.in} “${ref.quote}”, whose sentence does not name ${product} (nor is it a note auditing ${product} or a citation of its code): words about the specification or another product are no evidence of what ${product} declares or implements (rule 19b). Quote a sentence about ${product}, or move the words to because (if they say why the value reaches a revision) or to the spec state`,
              });
            }
          }
          const bridged = rowsNamedByOwnWords(value.evidence ?? [], row.id);
          if (polarityOf(value.value) === 'positive') {
            for (const ref of value.evidence ?? []) {
              const members = unnamedMember(corpus, ref, row.id, row.capability, (id) => rowsById.get(id)?.capability, bridged);
              if (!members.length) continue;
              problems.push({
                where,
                field: `${base}.${field}.evidence`,
                message: `"${value.value}" quotes ${ref.in} “${ref.quote}”, whose passage (the section it sits in) never writes ${members.join(', ')}: a parent's words reach its members only for what is not there (“Codex declares only elicitation” says nothing of form or url mode). Quote words that name ${members.join(', ')}, or make ${field} unknown (rule 11, review 11)`,
              });
            }
          }
          for (const ref of value.evidence ?? []) {
            // An exclusive declaration says what the declaration object holds of every key (rule 13), so it reaches every row,
            // but only of the product it names (a note's “opencode” is the product it audits, never another).
            if (field === 'declared' && exclusiveDeclaration(ref.quote) && quoteNamesProduct(corpus, ref, product)) continue;
            const words = unnamedCapability(
              corpus,
              ref,
              row.id,
              row.capability,
              (id) => rowsById.get(id)?.capability,
              bridged,
              field === 'declared' ? 'declared' : 'other',
            );
            if (!words.length) continue;
            problems.push({
              where,
              field: `${base}.${field}.evidence`,
              message: `"${value.value}" quotes ${ref.in} “${ref.quote}”, whose passage (the section it sits in) never names this row's capability (${words.join(', ')}): words from another row or a note reach only the capabilities their passage names. Quote words that name it, or make ${field} unknown`,
            });
          }
          for (const message of inheritedDisputeProblems(row, product, revisions, value.evidence, disputes)) {
            problems.push({ where, field: `${base}.${field}.evidence`, message: `"${value.value}" ${message}` });
          }
          for (const message of sideProblems(rowsById, row, value.evidence)) {
            problems.push({ where, field: `${base}.${field}.evidence`, message: `"${value.value}" ${message}` });
          }
          if (field === 'implemented') {
            const both = bothSidesProblem(corpus, row, rowsById, products, product, revisions, value.value, value.evidence);
            if (both) problems.push({ where, field: `${base}.${field}.evidence`, message: both });
          }
          for (const message of trimmedScopeProblems(
            corpus,
            row.id,
            value.evidence,
            entry.because,
            revisions,
            product,
            polarityOf(value.value),
          )) {
            problems.push({ where, field: `${base}.${field}.evidence`, message: `"${value.value}" ${message}` });
          }
        }
        const declared = entry.declared;
        if (declared.value === 'yes' || declared.value === 'conditional' || declared.value === 'off') {
          const refs = [...(declared.evidence ?? []), ...(entry.because ?? [])];
          for (const revision of revisions) {
            const state = row.spec[revision]?.state;
            if (!state || state === 'unknown' || isDefined(state)) continue;
            const message = outOfRevisionProblem(corpus, row.id, product, refs, revision);
            if (message) problems.push({ where, field: `${base}.declared.evidence`, message: `"${declared.value}" ${message}` });
          }
        }
        for (const p of weakerSendingProblems(corpus, row, product, entry)) {
          problems.push({ where, field: `${base}.implemented.evidence`, message: p.message });
        }
        for (const p of strongestQuoteProblems(corpus, row.id, product, entry)) {
          problems.push({ where, field: `${base}.${p.field}.evidence`, message: `"${entry[p.field].value}" ${p.message}` });
        }
        (entry.contrary ?? []).forEach((contrary, c) => {
          for (const message of contraryProblems(corpus, row.id, product, entry, contrary, disputes)) {
            problems.push({ where, field: `${base}.contrary.${c}`, message });
          }
        });
        const audits = auditsOf(corpus, [...(entry.declared.evidence ?? []), ...(entry.implemented.evidence ?? [])], row.id);
        // An audit is of one product (the row's `audit.product`): other products' sentences are not part of it.
        if (product === row.audit.product && audits.length > 1 && !entry.because?.length) {
          problems.push({
            where,
            field: `${base}`,
            message: `its quotes rest on passages of different audits (${audits.map((a) => a.label).join('; ')}), and no single audit says this: add because: [{in, quote}] with the words that say why they combine (the values are then inferred), or rest the entry on one audit`,
          });
        } else if (
          product === row.audit.product &&
          audits.length > 1 &&
          !joinsAudits(corpus, row, product, entry, (id) => rowsById.get(id)?.capability)
        ) {
          problems.push({
            where,
            field: `${base}.because`,
            message: `its quotes rest on passages of different audits (${audits.map((a) => a.label).join('; ')}), but no because quote names the other audit's row by its id in words that join them (in this row or an evidence row, about the product and this row's capability, naming the product or in an observation; a commit alone, a spec sentence naming rows, or the preserved-comparison sentence, does not) (${(entry.because ?? []).map((b) => `${b.in} “${b.quote}”`).join('; ')}): words that say why two audits combine name the other's passage (rule 3: CAP-08's Detail “… never admits url mode (CAP-09)”). Quote such words, or rest the entry on one audit`,
          });
        }
      });
    }
  }
  products.forEach((product, p) => {
    for (const role of ['client', 'server'] as const) {
      for (const revision of REVISION_IDS) {
        const fact = product.speaks[role]?.[revision];
        if (!fact) continue;
        for (const problem of scopeProblems(corpus, null, fact.evidence, fact.because, [revision], false, product.id, fact.value)) {
          problems.push({
            where: { products: true },
            field: `${p}.speaks.${role}.${revision}.evidence`,
            message: `"${fact.value}" ${problem.message}`,
          });
        }
        for (const message of trimmedScopeProblems(
          corpus,
          null,
          fact.evidence,
          fact.because,
          [revision],
          product.id,
          polarityOf(fact.value),
        )) {
          problems.push({
            where: { products: true },
            field: `${p}.speaks.${role}.${revision}.evidence`,
            message: `"${fact.value}" ${message}`,
          });
        }
        const strongest = speaksStrongestProblem(corpus, rows, product.id, role, revision, fact);
        if (strongest) problems.push({ where: { products: true }, field: `${p}.speaks.${role}.${revision}.evidence`, message: strongest });
      }
    }
  });
  problems.push(...checkProductRules(corpus, rows, products));
  problems.push(...usesProblems(corpus, rows));
  return problems;
}

export interface DisputeProblem {
  field: string;
  message: string;
}

/** The row an evidence location is in (null for notes and register headers). */
function rowOf(where: string): string | null {
  const location = parseLocation(where, null);
  return 'error' in location || location.kind === 'note' || location.kind === 'register' ? null : location.row;
}

/**
 * Is a position in `row` only the words of the older comparison the row preserves? Every span it quotes is found
 * only in sections of that comparison (“implementation-specific claims there are historical, not current”).
 */
function positionIsPreserved(corpus: EvidenceCorpus, row: string, says: string): boolean {
  const sections = [...(corpus.rows.get(row)?.sections ?? new Map<string, string>())];
  const spans = quotedSpans(says);
  return (
    spans.length > 0 &&
    spans.every((span) => {
      const found = sections.filter(([, text]) => contains(text, span));
      return found.length > 0 && found.every(([section]) => isPreservedComparison(corpus, { kind: 'section', row, section }));
    })
  );
}

/**
 * Rule 4b: the passages of the settling quote's row that contradict it (positions in that row beyond one; contraries
 * of the dispute's cells in it), leaving out the older comparison the row preserves and calls historical.
 */
function sameRowContradictions(corpus: EvidenceCorpus, dispute: Dispute, settlingRow: string, rows: readonly Row[]): string[] {
  const found: string[] = [];
  const positions = dispute.positions.filter((p) => p.in === settlingRow && !positionIsPreserved(corpus, settlingRow, p.says));
  if (positions.length > 1) found.push(`${positions.length} of its positions are in ${settlingRow} (the row says both)`);
  for (const cell of dispute.cells) {
    const entries = rows.find((r) => r.id === cell.row)?.products[cell.product as keyof Row['products']] ?? [];
    for (const entry of entries) {
      const covers = entry.revisions === 'all' || entry.revisions.some((r) => cell.revisions.includes(r));
      for (const c of covers ? (entry.contrary ?? []) : []) {
        const location = parseLocation(c.in, cell.row);
        if ('error' in location || isPreservedComparison(corpus, location)) continue;
        if ((rowOf(c.in) ?? cell.row) === settlingRow) found.push(`${cell.row}'s ${cell.product} entry records contrary words in ${c.in}`);
      }
    }
  }
  return found;
}

/** Rule 4 (and 4b and 21, given the rows) for one dispute, given every dispute (for `dependsOn`). */
export function checkDispute(
  corpus: EvidenceCorpus,
  dispute: Dispute,
  all: readonly Dispute[],
  rows: readonly Row[] = [],
): DisputeProblem[] {
  const problems: DisputeProblem[] = [...unrecordedPositionProblems(dispute, rows, corpus)];
  const byId = new Map(all.map((d) => [d.id, d]));
  dispute.dependsOn.forEach((id, i) => {
    const other = byId.get(id);
    if (!other)
      problems.push({ field: `dependsOn.${i}`, message: `there is no dispute "${id}" in content/disputes/; fix the id or remove it` });
    else if (dispute.status === 'superseded' && other.status === 'open') {
      problems.push({
        field: 'status',
        message: `depends on the open dispute "${id}", so it stays open: write status: open until "${id}" is settled`,
      });
    }
  });
  (dispute.settledBy ?? []).forEach((ref, i) => {
    const missing = findQuote(corpus, ref, null);
    if (missing) {
      problems.push({ field: `settledBy.${i}`, message: missing });
      return;
    }
    if (dispute.status === 'superseded' && !isPinnedCurrent(corpus, ref, null)) {
      const p = refProvenance(corpus, ref, null);
      problems.push({
        field: `settledBy.${i}`,
        message: `a superseded dispute is settled only by the current audit pinned in the register header, but ${ref.in} is from ${p?.label ?? 'no audit'}: quote a passage of a row audited at the header's current commit, or write status: open`,
      });
      return;
    }
    const settlingRow = rowOf(ref.in);
    const contradictions = dispute.status === 'superseded' && settlingRow ? sameRowContradictions(corpus, dispute, settlingRow, rows) : [];
    if (contradictions.length) {
      problems.push({
        field: `settledBy.${i}`,
        message: `a superseded dispute is settled only by words no passage of the same row contradicts, but ${contradictions.join('; ')}: write status: open, or settle it with words of a row that does not also say the opposite`,
      });
    }
  });
  return problems;
}
