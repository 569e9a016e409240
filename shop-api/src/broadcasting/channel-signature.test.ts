import Pusher from 'pusher';
import { describe, expect, it } from 'vitest';
import { isValidChannelAuth } from './channel-signature';

const app = { key: 'app-key', secret: 'app-secret' };
const signer = new Pusher({ appId: '1', key: app.key, secret: app.secret, cluster: 'eu' });

describe('isValidChannelAuth', () => {
  it('accepts what the pusher package signs for the same socket and channel', () => {
    const { auth } = signer.authorizeChannel('123.456', 'private-shop.1.cart.x');
    expect(isValidChannelAuth(app, '123.456', 'private-shop.1.cart.x', auth)).toBe(true);
  });

  it('refuses another socket, another channel, another key or secret, and no signature', () => {
    const { auth } = signer.authorizeChannel('123.456', 'private-a');
    expect(isValidChannelAuth(app, '123.457', 'private-a', auth)).toBe(false);
    expect(isValidChannelAuth(app, '123.456', 'private-b', auth)).toBe(false);
    expect(isValidChannelAuth({ ...app, key: 'other' }, '123.456', 'private-a', auth)).toBe(false);
    expect(isValidChannelAuth({ ...app, secret: 'other' }, '123.456', 'private-a', auth)).toBe(false);
    expect(isValidChannelAuth(app, '123.456', 'private-a', undefined)).toBe(false);
    expect(isValidChannelAuth(app, '123.456', 'private-a', 'app-key')).toBe(false);
  });

  it('refuses a signature of the wrong length without throwing', () => {
    const { auth } = signer.authorizeChannel('123.456', 'private-a');
    expect(isValidChannelAuth(app, '123.456', 'private-a', `${auth}0`)).toBe(false);
    expect(isValidChannelAuth(app, '123.456', 'private-a', 'app-key:é')).toBe(false);
  });

  it('includes channel data in the signed text when it is given', () => {
    const data = { user_id: '7' };
    const { auth, channel_data } = signer.authorizeChannel('1.2', 'presence-a', data);
    expect(isValidChannelAuth(app, '1.2', 'presence-a', auth, channel_data)).toBe(true);
    expect(isValidChannelAuth(app, '1.2', 'presence-a', auth)).toBe(false);
  });
});
