import { describe, expect, it } from 'vitest';
import { statusAfterError, statusAfterState } from './cart-socket-status';

describe('statusAfterState', () => {
  it('maps pusher-js states to initial, connecting, open, closed and error', () => {
    expect(statusAfterState('initial', 'initialized')).toBe('initial');
    expect(statusAfterState('initial', 'connecting')).toBe('connecting');
    expect(statusAfterState('connecting', 'connected')).toBe('open');
    expect(statusAfterState('open', 'disconnected')).toBe('closed');
    expect(statusAfterState('connecting', 'unavailable')).toBe('error');
    expect(statusAfterState('connecting', 'failed')).toBe('error');
    expect(statusAfterState('open', 'something-new')).toBe('open');
  });

  it('keeps an error when the refused socket closes, until it tries again', () => {
    expect(statusAfterState('error', 'disconnected')).toBe('error');
    expect(statusAfterState('error', 'connecting')).toBe('connecting');
  });
});

describe('statusAfterError', () => {
  it('is an error for a refusal pusher-js does not retry (4000–4099)', () => {
    const refused = { type: 'WebSocketError', error: { type: 'PusherError', data: { code: 4001, message: 'x' } } };
    expect(statusAfterError('connecting', refused)).toBe('error');
    expect(statusAfterError('open', { type: 'PusherError', data: { code: 4009 } })).toBe('error');
  });

  it('leaves the status alone for errors pusher-js retries or that concern one message', () => {
    expect(statusAfterError('open', { type: 'PusherError', data: { code: 4200 } })).toBe('open');
    expect(statusAfterError('open', { type: 'PusherError', data: { code: 4301 } })).toBe('open');
    expect(statusAfterError('open', { type: 'PusherError', data: { code: null } })).toBe('open');
    expect(statusAfterError('connecting', { type: 'WebSocketError', error: { type: 'error' } })).toBe('connecting');
    expect(statusAfterError('connecting', null)).toBe('connecting');
  });
});
