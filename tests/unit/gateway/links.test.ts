/** The drawer's “through mcpx to …” link: a client cell is the upstream side, a server cell the host side; rows without chains get none. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { drawerChainLink, rowGateway } from '../../../src/lib/gateway/links.ts';
import { productGatewayLink } from '../../../src/lib/gateway/view.ts';

const gateway = { host: 'opencode-v2' as const, hostName: 'opencode v2', revision: '2026-07-28' as const, rows: ['CAP-09', 'CAP-17'] };

test('a client cell links the chain with the upstream at its revision, a server cell with the host at its revision', () => {
  assert.deepEqual(drawerChainLink(gateway, 'CAP-09', 'client', '2025-11-25', '/'), {
    href: '/gateway/opencode-v2/2026-07-28/2025-11-25/#cap-09',
    text: 'Through mcpx to opencode v2 (2026-07-28), upstream at 2025-11-25: does CAP-09 reach the host?',
  });
  assert.equal(
    drawerChainLink(gateway, 'CAP-17', 'server', '2025-11-25', '/b/')!.href,
    '/b/gateway/opencode-v2/2025-11-25/2026-07-28/#cap-17',
  );
  assert.equal(drawerChainLink(gateway, 'CAP-03', 'client', '2025-11-25', '/'), null);
  assert.equal(drawerChainLink(gateway, 'CAP-09', 'both', '2025-11-25', '/'), null);
});

test('a product page links its chains: mcpx the whole view, a host its newest spoken revision', () => {
  const products = [{ id: 'opencode-v1', roles: [], speaks: { client: { '2025-11-25': { value: 'yes' } } } }] as never;
  assert.equal(productGatewayLink('mcpx', products, '/')!.href, '/gateway/');
  assert.equal(productGatewayLink('opencode-v1', products, '/')!.href, '/gateway/opencode-v1/2025-11-25/2026-07-28/');
  assert.equal(productGatewayLink('goose', products, '/')!.href, '/gateway/goose/2026-07-28/2026-07-28/');
});

test('a row’s JSON carries the drawer’s gateway only when the row has chains, and the link it makes is the drawer’s', () => {
  const carried = rowGateway(gateway, 'CAP-09');
  assert.deepEqual(carried, { host: gateway.host, revision: gateway.revision });
  assert.ok(carried);
  assert.equal(rowGateway(gateway, 'CAP-03'), null);
  // What the drawer builds from the row's share is what it built from the page's whole list.
  const fromRow = drawerChainLink({ ...carried, hostName: gateway.hostName, rows: ['CAP-09'] }, 'CAP-09', 'client', '2025-11-25', '/');
  assert.deepEqual(fromRow, drawerChainLink(gateway, 'CAP-09', 'client', '2025-11-25', '/'));
});
