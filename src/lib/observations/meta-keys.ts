/**
 * The `_meta` keys by which a 2026 client sends, per request, what `initialize` carried before. Apart from
 * capture.ts, which reads content, so the drawer's observation view imports no reader of the disk.
 */
export const META_KEYS = {
  capabilities: 'io.modelcontextprotocol/clientCapabilities',
  protocolVersion: 'io.modelcontextprotocol/protocolVersion',
  clientInfo: 'io.modelcontextprotocol/clientInfo',
} as const;
