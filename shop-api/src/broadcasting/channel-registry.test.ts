import { describe, expect, it, vi } from 'vitest';
import { ChannelRegistry } from './channel-registry';

describe('ChannelRegistry', () => {
  it('delivers a frame to every subscriber of the channel only, and forgets empty channels', () => {
    const channels = new ChannelRegistry();
    const a = { send: vi.fn() };
    const b = { send: vi.fn() };
    channels.subscribe('one', a);
    channels.subscribe('one', b);
    channels.subscribe('two', b);
    expect(channels.deliver('one', 'frame')).toBe(2);
    expect(a.send).toHaveBeenCalledWith('frame');
    expect(b.send).toHaveBeenCalledTimes(1);
    channels.unsubscribe('one', a);
    channels.unsubscribe('one', b);
    expect(channels.deliver('one', 'frame')).toBe(0);
    expect(channels.channelCount).toBe(1);
    expect(channels.subscriberCount('two')).toBe(1);
  });
});
