import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { recordSocketPeers, withPeer } from './socket-peer';

describe('withPeer', () => {
  it('appends the peer to what came, in IPv4 form when the socket mapped it', () => {
    expect(withPeer('198.51.100.66', '203.0.113.9')).toBe('198.51.100.66, 203.0.113.9');
    expect(withPeer(['192.0.2.1', '198.51.100.66'], '::ffff:127.0.0.1')).toBe('192.0.2.1, 198.51.100.66, 127.0.0.1');
    expect(withPeer(undefined, '::1')).toBe('::1');
    expect(withPeer(' ', undefined)).toBeUndefined();
  });
});

describe('recordSocketPeers', () => {
  it('puts the real peer at the right end of X-Forwarded-For before the request handler runs', async () => {
    recordSocketPeers();
    const seen: (string | undefined)[] = [];
    const server = createServer((request, response) => {
      seen.push(request.headers['x-forwarded-for'] as string | undefined);
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      await fetch(url, { headers: { 'x-forwarded-for': '198.51.100.66' } });
      await fetch(url);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(seen).toEqual(['198.51.100.66, 127.0.0.1', '127.0.0.1']);
  });
});
