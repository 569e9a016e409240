import { describe, expect, it } from 'vitest';
import { frames, parseClientMessage } from './pusher-protocol';

describe('frames', () => {
  it('sends the handshake data as a JSON string, as Pusher does', () => {
    const frame = JSON.parse(frames.connectionEstablished('12.34', 30));
    expect(frame).toEqual({
      event: 'pusher:connection_established',
      data: '{"socket_id":"12.34","activity_timeout":30}',
    });
  });

  it('sends errors with an object of code and message, and the channel when there is one', () => {
    expect(JSON.parse(frames.error(4001, 'App key does not exist'))).toEqual({
      event: 'pusher:error',
      data: { code: 4001, message: 'App key does not exist' },
    });
    expect(JSON.parse(frames.error(null, 'No.', 'private-a'))).toEqual({
      event: 'pusher:error',
      channel: 'private-a',
      data: { code: null, message: 'No.' },
    });
  });

  it('frames a published event with its data as a JSON string', () => {
    const frame = JSON.parse(frames.event('private-a', 'cart-item-sold-out-message', { amount: 0 }));
    expect(frame).toEqual({ event: 'cart-item-sold-out-message', channel: 'private-a', data: '{"amount":0}' });
    expect(JSON.parse(frames.subscriptionSucceeded('a'))).toEqual({
      event: 'pusher_internal:subscription_succeeded',
      channel: 'a',
      data: '{}',
    });
  });
});

describe('parseClientMessage', () => {
  it('reads ping, pong, subscribe and unsubscribe', () => {
    expect(parseClientMessage('{"event":"pusher:ping","data":{}}')).toEqual({
      kind: 'message',
      message: { event: 'pusher:ping' },
    });
    expect(parseClientMessage('{"event":"pusher:pong","data":"{}"}')).toMatchObject({ kind: 'message' });
    expect(parseClientMessage('{"event":"pusher:subscribe","data":{"channel":"private-a","auth":"k:s"}}')).toEqual({
      kind: 'message',
      message: { event: 'pusher:subscribe', data: { channel: 'private-a', auth: 'k:s' } },
    });
    expect(parseClientMessage('{"event":"pusher:unsubscribe","data":{"channel":"a"}}')).toEqual({
      kind: 'message',
      message: { event: 'pusher:unsubscribe', data: { channel: 'a' } },
    });
  });

  it('also reads data sent as a JSON string', () => {
    expect(parseClientMessage('{"event":"pusher:subscribe","data":"{\\"channel\\":\\"a\\"}"}')).toEqual({
      kind: 'message',
      message: { event: 'pusher:subscribe', data: { channel: 'a' } },
    });
  });

  it('recognises client events so they can be refused', () => {
    expect(parseClientMessage('{"event":"client-typing","channel":"private-a","data":{}}')).toEqual({
      kind: 'client-event',
      channel: 'private-a',
    });
  });

  it('calls anything else invalid, with a reason', () => {
    expect(parseClientMessage('not json')).toEqual({ kind: 'invalid', reason: 'Invalid message format: not JSON.' });
    expect(parseClientMessage('[1]')).toMatchObject({ kind: 'invalid' });
    expect(parseClientMessage('{"event":"pusher:subscribe","data":{}}')).toEqual({
      kind: 'invalid',
      reason: 'Invalid pusher:subscribe message: a channel is expected.',
    });
    expect(parseClientMessage('{"event":"pusher:signin","data":{}}')).toEqual({
      kind: 'invalid',
      reason: 'Unsupported event pusher:signin.',
    });
  });
});
