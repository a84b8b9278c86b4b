/**
 * The filters of `/how-sure/` (by product, verdict and basis). Every element they narrow
 * carries its values as `data-product`, `data-verdict` and `data-basis` (space-separated
 * lists). Without JavaScript a filter is a link to an empty element (`#only-product-goose`)
 * and a stylesheet (`/how-sure.css`, `filterStylesheet`) hides what does not match while that
 * element is the target: one filter at a time. With JavaScript (src/client/how-sure-filters.ts)
 * the same links combine, one value per dimension, kept in the query string. Browser-safe:
 * imports nothing.
 */

export const FILTER_DIMENSIONS = ['product', 'verdict', 'basis'] as const;
export type FilterDimension = (typeof FILTER_DIMENSIONS)[number];
/** At most one value per dimension. */
export type FilterChoice = Partial<Record<FilterDimension, string>>;

/** The id of the element a no-script filter link targets: `only-product-goose`. */
export function filterTarget(dimension: FilterDimension, value: string): string {
  return `only-${dimension}-${value}`;
}

/** The filter a fragment names (`#only-verdict-overclaim`), or null. */
export function parseFilterTarget(hash: string): { dimension: FilterDimension; value: string } | null {
  const m = /^#?only-(product|verdict|basis)-(.+)$/.exec(hash);
  return m ? { dimension: m[1] as FilterDimension, value: m[2] ?? '' } : null;
}

/**
 * The choice a URL asks for: its query (`?product=goose&verdict=overclaim`), else the filter its fragment names. Values
 * not in `allowed` are ignored, so nothing from the URL reaches the page but a value it offers.
 */
export function choiceFromUrl(search: string, hash: string, allowed: Readonly<Record<FilterDimension, readonly string[]>>): FilterChoice {
  const choice: FilterChoice = {};
  const params = new URLSearchParams(search);
  for (const d of FILTER_DIMENSIONS) {
    const value = params.get(d);
    if (value !== null && allowed[d].includes(value)) choice[d] = value;
  }
  const target = parseFilterTarget(hash);
  if (!Object.keys(choice).length && target && allowed[target.dimension].includes(target.value)) choice[target.dimension] = target.value;
  return choice;
}

/** The query string of a choice, in dimension order: `?product=goose&verdict=overclaim`, or `` for none. */
export function choiceQuery(choice: FilterChoice): string {
  const params = new URLSearchParams();
  for (const d of FILTER_DIMENSIONS) {
    const value = choice[d];
    if (value !== undefined) params.set(d, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Does an element with these values (space-separated lists; a dimension it lacks is no constraint) match the choice? */
export function matchesChoice(values: Partial<Record<FilterDimension, string | undefined>>, choice: FilterChoice): boolean {
  return FILTER_DIMENSIONS.every((d) => {
    const wanted = choice[d];
    const have = values[d];
    return wanted === undefined || have === undefined || have.split(' ').includes(wanted);
  });
}

/**
 * The no-script stylesheet: while a filter's element is the target, hide what does not carry its value, show its status
 * line and mark its link. Scoped to what is not `.scripted`: the script, once it runs, filters instead.
 */
export function filterStylesheet(options: readonly { dimension: FilterDimension; value: string }[]): string {
  return options
    .map(({ dimension, value }) => {
      const target = `#${filterTarget(dimension, value)}:target`;
      const scope = `${target} ~ .how-sure-filtered:not(.scripted)`;
      return [
        `${scope} [data-${dimension}]:not([data-${dimension}~="${value}"]) { display: none; }`,
        `${scope} .filter-status[data-for="${filterTarget(dimension, value)}"] { display: block; }`,
        `${target} ~ .how-sure-filters:not(.scripted) a[href="#${filterTarget(dimension, value)}"] { font-weight: 700; text-decoration: none; }`,
      ].join('\n');
    })
    .join('\n');
}
