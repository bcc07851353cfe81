import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from './event-bus.js';

interface TestEvents {
  'state:changed': { count: number };
  'thing:requested': string;
}

const newBus = () =>
  createEventBus<TestEvents>({ 'state:changed': true, 'thing:requested': false });

describe('event bus', () => {
  it('delivers a payload to every subscriber of that event only', () => {
    const bus = newBus();
    const first = vi.fn();
    const second = vi.fn();
    const other = vi.fn();
    bus.on('thing:requested', first);
    bus.on('thing:requested', second);
    bus.on('state:changed', other);
    bus.emit('thing:requested', 'hello');
    expect(first).toHaveBeenCalledWith('hello');
    expect(second).toHaveBeenCalledWith('hello');
    expect(other).not.toHaveBeenCalled();
  });

  it('replays the last state value to a late subscriber', () => {
    const bus = newBus();
    bus.emit('state:changed', { count: 1 });
    bus.emit('state:changed', { count: 2 });
    const late = vi.fn();
    bus.on('state:changed', late);
    expect(late).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledWith({ count: 2 });
    expect(bus.current('state:changed')).toEqual({ count: 2 });
  });

  it('does not replay one-off requests', () => {
    const bus = newBus();
    bus.emit('thing:requested', 'early');
    const late = vi.fn();
    bus.on('thing:requested', late);
    expect(late).not.toHaveBeenCalled();
    expect(bus.current('thing:requested')).toBeUndefined();
  });

  it('stops delivering after unsubscribe', () => {
    const bus = newBus();
    const handler = vi.fn();
    const unsubscribe = bus.on('thing:requested', handler);
    bus.emit('thing:requested', 'one');
    unsubscribe();
    unsubscribe();
    bus.emit('thing:requested', 'two');
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('exposes events as RxJS streams', () => {
    const bus = newBus();
    const seen: number[] = [];
    const subscription = bus.stream('state:changed').subscribe(({ count }) => seen.push(count));
    bus.emit('state:changed', { count: 5 });
    subscription.unsubscribe();
    bus.emit('state:changed', { count: 6 });
    expect(seen).toEqual([5]);
  });
});
