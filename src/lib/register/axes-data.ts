/**
 * The part of the content-defined axes (`src/lib/content/axes.ts`) that `axes.ts` exports and
 * the browser scripts need: the eras, the revisions with their eras, the products with their
 * names, kinds and roles, the citation source ids and the other sources' ids in page order. In Node (scripts, tests, the build's server
 * side) it is read from the content folder; in the browser bundle the Vite plugin
 * `src/site/axes-module.ts` replaces this module with the same object as JSON, so the client
 * carries these few ids and names and no reader of the disk.
 */
import { contentAxes, type AxesData } from '../content/axes.ts';

export interface CoreAxes {
  eras: string[];
  revisions: { id: string; era: string }[];
  products: { id: string; name: string; roles: AxesData['products'][number]['roles'] }[];
  /** Absent in the browser, whose scripts read neither (`browserAxes`). */
  sourceIds?: string[];
  otherSourceIds?: string[];
}

/** The browser-sized part of the axes. */
export function coreAxes(axes: AxesData): CoreAxes {
  return {
    eras: axes.eras.map((e) => e.id),
    revisions: axes.revisions.map((r) => ({ id: r.id, era: r.era })),
    products: axes.products.map(({ id, name, roles }) => ({ id, name, roles })),
    sourceIds: axes.sourceIds,
    otherSourceIds: axes.otherSourceIds,
  };
}

/**
 * What the browser bundle gets: the axes without the citation and other sources' ids, which no browser script reads
 * (the schemas that do are built in Node), so the matrix page's first load carries no bytes for them.
 */
export function browserAxes(axes: AxesData): CoreAxes {
  const { sourceIds: _sources, otherSourceIds: _others, ...rest } = coreAxes(axes);
  return rest;
}

export const AXES: CoreAxes = coreAxes(contentAxes().axes);
