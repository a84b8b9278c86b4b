/**
 * The file formats the code reads for the other sources: each a shape of data, not a source (a
 * source's record names its format, `read.format` in `content/other-sources/<id>.yaml`). Small and
 * free of the readers (`SOURCE_FORMATS` in `parse.ts`), so pages and the drawer can import it.
 *
 * - `mcp-clients-json`: one JSON object of client records keyed by the clientInfo name each client
 *   sends in `initialize`, with the capabilities it declared;
 * - `mcp-client-cards`: an MDX page of client cards (`<McpClient name= supports=…>`) with support labels;
 * - `client-support-yaml`: one YAML file per client with a support map of feature cells.
 */
export const SOURCE_FORMAT_IDS = ['mcp-clients-json', 'mcp-client-cards', 'client-support-yaml'] as const;
export type SourceFormat = (typeof SOURCE_FORMAT_IDS)[number];

/**
 * What a record's key is in each format: the `clientInfo` name a client sends (so two such sources'
 * records are the same client when their keys match), or a `card` name a page gives it (matched
 * with another record's key or title).
 */
export const FORMAT_KEYS: Record<SourceFormat, 'clientInfo' | 'card'> = {
  'mcp-clients-json': 'clientInfo',
  'mcp-client-cards': 'card',
  'client-support-yaml': 'clientInfo',
};
