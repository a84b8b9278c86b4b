/**
 * Builds the cross-reference context from a content dir, for astro.config.mjs (the
 * remark pipeline is configured before collections load) and for `npm run check`.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import yaml from 'js-yaml';
import type { CrossReferenceContext } from '../markdown/cross-references.ts';
import { readAxes } from './axes.ts';
import { GATEWAY } from '../register/axes.ts';

export function crossReferenceContext(contentDir: string, base: string): CrossReferenceContext {
  const rowsDir = join(contentDir, 'capabilities');
  const rowIds = new Set(
    existsSync(rowsDir) ? readdirSync(rowsDir).filter((f) => f.endsWith('.mdx')).map((f) => basename(f, '.mdx')) : [],
  );
  const unpublishedPrefixes = new Map<string, string>();
  const registersDir = join(contentDir, 'registers');
  if (existsSync(registersDir)) {
    for (const file of readdirSync(registersDir).filter((f) => f.endsWith('.yaml'))) {
      const data = yaml.load(readFileSync(join(registersDir, file), 'utf8'), { schema: yaml.CORE_SCHEMA }) as
        | { published?: boolean; prefix?: string; title?: string }
        | undefined;
      if (data && data.published === false && data.prefix) unpublishedPrefixes.set(data.prefix, data.title ?? data.prefix);
    }
  }
  const sourcesPath = join(contentDir, 'sources.yaml');
  const sources = existsSync(sourcesPath)
    ? ((yaml.load(readFileSync(sourcesPath, 'utf8'), { schema: yaml.CORE_SCHEMA }) ?? []) as {
        id: string;
        repository?: string;
        issues?: string;
        seps?: Record<string, string>;
        commit?: string;
      }[])
    : [];
  const spec = sources.find((s) => s.id === readAxes(contentDir).axes.specification);
  // `#N` and `PR #N` are the gateway's issues (the register's own text is about its tracker).
  const mcpx = sources.find((s) => s.id === GATEWAY);
  return {
    base: base.replace(/\/?$/, '/'),
    rowIds,
    unpublishedPrefixes,
    ...(mcpx?.issues ? { issues: mcpx.issues } : {}),
    ...(spec?.repository ? { specRepository: spec.repository } : {}),
    ...(spec?.seps ? { seps: spec.seps } : {}),
    ...(spec?.commit ? { specRef: spec.commit } : {}),
  };
}
