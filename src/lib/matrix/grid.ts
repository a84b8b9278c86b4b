/**
 * Where a navigation key moves in the matrix grid (the ARIA grid pattern): pure, so the
 * browser's grid code (src/client/matrix/grid.ts) only finds the cells and focuses one.
 */

/**
 * Where `key` moves from row `r`, column `c` of `grid` (rows of cells; column 0 is the row
 * header, the tiles follow): arrows one step (kept inside the grid), Page Up / Down ten rows,
 * Home / End the row's first / last tile, with `ctrl` the grid's first / last tile. Any other
 * key stays.
 */
export function gridStep(grid: readonly (readonly unknown[])[], r: number, c: number, key: string, ctrl: boolean): [number, number] {
  const last = grid.length - 1;
  const width = (row: number) => grid[row]?.length ?? 0;
  const clampCol = (row: number, col: number) => Math.max(0, Math.min(col, width(row) - 1));
  switch (key) {
    case 'ArrowRight':
      return [r, clampCol(r, c + 1)];
    case 'ArrowLeft':
      return [r, clampCol(r, c - 1)];
    case 'ArrowDown':
      return [Math.min(r + 1, last), clampCol(Math.min(r + 1, last), c)];
    case 'ArrowUp':
      return [Math.max(r - 1, 0), clampCol(Math.max(r - 1, 0), c)];
    case 'PageDown':
      return [Math.min(r + 10, last), clampCol(Math.min(r + 10, last), c)];
    case 'PageUp':
      return [Math.max(r - 10, 0), clampCol(Math.max(r - 10, 0), c)];
    case 'Home':
      return ctrl ? [0, 1] : [r, 1];
    case 'End':
      return ctrl ? [last, width(last) - 1] : [r, width(r) - 1];
    default:
      return [r, c];
  }
}
