import { describe, expect, it } from 'vitest';
import { appKeyOfPath, handshakeRefusal } from './handshake';

const state = {
  appKey: 'key',
  origin: undefined as string | undefined,
  allowedOrigins: ['http://localhost:3000'],
  connections: 0,
  maxConnections: 2,
  clientConnections: 0,
  maxConnectionsPerClient: 1,
  closing: false,
};
const refusal = (key: string, query: string, overrides = {}) =>
  handshakeRefusal(key, new URLSearchParams(query), { ...state, ...overrides })?.code ?? null;

describe('appKeyOfPath', () => {
  it('reads the key of /app/{key} and nothing else', () => {
    expect(appKeyOfPath('/app/key')).toBe('key');
    expect(appKeyOfPath('/app/a%20b')).toBe('a b');
    expect(appKeyOfPath('/app/')).toBeNull();
    expect(appKeyOfPath('/app/key/more')).toBeNull();
    expect(appKeyOfPath('/apps/key')).toBeNull();
  });
});

describe('handshakeRefusal', () => {
  it('lets a socket of protocol 7 to the right app stay', () => {
    expect(refusal('key', 'protocol=7&client=js&version=8.6.0')).toBeNull();
    expect(refusal('key', 'protocol=7', { origin: 'http://localhost:3000' })).toBeNull();
  });

  it('answers the Pusher code for each refusal, the app first', () => {
    expect(refusal('other', 'protocol=7')).toBe(4001);
    expect(refusal('other', '')).toBe(4001);
    expect(refusal('key', '')).toBe(4008);
    expect(refusal('key', 'protocol=seven')).toBe(4006);
    expect(refusal('key', 'protocol=6')).toBe(4007);
    expect(refusal('key', 'protocol=7', { origin: 'https://evil.example' })).toBe(4009);
    expect(refusal('key', 'protocol=7', { connections: 2 })).toBe(4100);
    expect(refusal('key', 'protocol=7', { clientConnections: 1 })).toBe(4100);
    expect(refusal('key', 'protocol=7', { closing: true })).toBe(4200);
  });

  it('keeps every close reason within the 123 bytes of a close frame', () => {
    for (const [key, query, overrides] of [
      ['x', '', {}],
      ['key', '', {}],
      ['key', 'protocol=x', {}],
      ['key', 'protocol=1', {}],
      ['key', 'protocol=7', { connections: 9 }],
      ['key', 'protocol=7', { clientConnections: 9 }],
      ['key', 'protocol=7', { closing: true }],
      ['key', 'protocol=7', { origin: 'https://evil.example' }],
    ] as const) {
      const reason = handshakeRefusal(key, new URLSearchParams(query), { ...state, ...overrides })?.reason ?? '';
      expect(Buffer.byteLength(reason)).toBeLessThanOrEqual(123);
    }
  });
});
