/**
 * "Copy Markdown": the Markdown a reader pastes into an issue or a review so the verdict
 * travels with the link. Every copied URL has one origin: the configured site (SITE_URL) when
 * the build was given one; otherwise the page's own. A build without SITE_URL writes
 * root-relative links (`copyRoot`), and the page makes them absolute when it copies
 * (`absoluteCopyText`), the same origin "Copy link" uses.
 */
import { getProduct, type ProductId, type RevisionId } from '../register/axes.ts';
import { badgePath } from './badges.ts';

export { absoluteCopyText, copyRoot, siteRoot } from './copy-origin.ts';

/** Absolute URL of a badge (`siteRoot` + `badges/cap-17/mcpx/2025-11-25.svg`). */
export function badgeUrl(root: string, slug: string, product?: ProductId, revision?: RevisionId): string {
  return `${root}${badgePath(slug, product, revision)}`;
}

/** Absolute URL of a cell: the matrix at the cell's fragment, which scrolls to it and shows its details. */
export function cellUrl(root: string, fragment: string): string {
  return `${root}matrix/#${fragment}`;
}

/**
 * Absolute URL of a row page: `rowPath`'s shape, written out because the matrix drawer's bundle
 * imports this module and `rowPath` would add its bytes to the page's budget.
 */
export function rowUrl(root: string, slug: string): string {
  return `${root}capabilities/${slug}/`;
}

/** Escape text for a Markdown link text or image alt: brackets, backslashes and emphasis characters. */
export function escapeMarkdownText(text: string): string {
  return text.replace(/[\\[\]*_`<>]/g, (c) => `\\${c}`).replace(/\s+/g, ' ');
}

/** A URL safe inside Markdown `( )`: spaces and parentheses percent-encoded. */
export function markdownUrl(url: string): string {
  return url.replace(/ /g, '%20').replace(/\(/g, '%28').replace(/\)/g, '%29');
}

function productName(id: ProductId): string {
  return getProduct(id).name;
}

/**
 * The alt text of a cell badge: `CAP-17 · mcpx · 2025-11-25: overclaim`. Takes the verdict's
 * label (`VERDICTS[…].label`, which the matrix page already shows), so the page script does
 * not need the whole verdict table.
 */
export function cellAlt(rowId: string, product: ProductId, revision: RevisionId, verdictLabel: string): string {
  return `${rowId} · ${productName(product)} · ${revision}: ${verdictLabel}`;
}

/** A cell: its badge, linked to the cell. `[![CAP-17 · mcpx · 2025-11-25: overclaim](…badge…)](…cell…)` */
export function cellMarkdown(options: {
  root: string;
  rowId: string;
  slug: string;
  product: ProductId;
  revision: RevisionId;
  /** The verdict's label, as `VERDICTS` spells it. */
  verdictLabel: string;
  fragment: string;
}): string {
  const { root, rowId, slug, product, revision, verdictLabel, fragment } = options;
  const alt = escapeMarkdownText(cellAlt(rowId, product, revision, verdictLabel));
  return `[![${alt}](${markdownUrl(badgeUrl(root, slug, product, revision))})](${markdownUrl(cellUrl(root, fragment))})`;
}

/** A row: its product × revision mini-matrix badge, linked to the row page. */
export function rowMarkdown(options: { root: string; rowId: string; title: string; slug: string }): string {
  const { root, rowId, title, slug } = options;
  const alt = escapeMarkdownText(`${rowId} ${title}: verdict per product and revision`);
  return `[![${alt}](${markdownUrl(badgeUrl(root, slug))})](${markdownUrl(rowUrl(root, slug))})`;
}

/**
 * A citation: its pinned line link (or file link; or, for a repository that is not public,
 * the citation on the row page), labelled with the citation as written, then its quote.
 */
export function citationMarkdown(options: { label: string; url: string; quote?: string | undefined }): string {
  const { label, url, quote } = options;
  const link = `[${escapeMarkdownText(label)}](${markdownUrl(url)})`;
  return quote ? `${link}: “${escapeMarkdownText(quote)}”` : link;
}
