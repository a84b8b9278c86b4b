/**
 * Lookups keyed by ids read from content: a matrix row's cell for a product at a revision, a
 * row's spec state at a revision. Products and revisions are content (`content/products.yaml`,
 * `content/revisions.yaml`), so the type checker cannot list the keys and an index may be
 * `undefined`; every row has a cell for every product and revision and a spec entry for every
 * revision (the schema and the matrix build make them), so a missing one is a bug. These throw an
 * error naming the row and the keys, instead of a non-null assertion that would let `undefined` on.
 */

/** A row's cell for `product` at `revision`: the build's rows, `/matrix.json`'s, a badge's. */
export function cellAt<C>(
  row: { readonly id?: string; readonly cells: Readonly<Partial<Record<string, Readonly<Partial<Record<string, C>>>>>> },
  product: string,
  revision: string,
): C {
  const cell = (Object.hasOwn(row.cells, product) ? row.cells[product] : undefined)?.[revision];
  if (cell === undefined) throw new Error(`no cell for ${product} at ${revision} in row ${row.id ?? '(no id)'}`);
  return cell;
}

/** A row's spec entry (or state) at `revision`: the content's rows and the matrix's. */
export function specAt<S>(row: { readonly id?: string; readonly spec: Readonly<Partial<Record<string, S>>> }, revision: string): S {
  const entry = Object.hasOwn(row.spec, revision) ? row.spec[revision] : undefined;
  if (entry === undefined) throw new Error(`no spec state at ${revision} in row ${row.id ?? '(no id)'}`);
  return entry;
}
