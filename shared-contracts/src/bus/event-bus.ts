import { type Observable, ReplaySubject, Subject } from 'rxjs';

/** Stops a subscription; calling it twice is harmless. */
export type Unsubscribe = () => void;

/**
 * Per event: `true` if it is state, replaying its last value to late subscribers (remotes load
 * late, architecture rule 3), `false` if it is a one-off fact or request.
 */
export type ReplayPolicy<Events> = { readonly [Type in keyof Events]: boolean };

/** A typed publish/subscribe channel over one event map. */
export interface EventBus<Events> {
  emit<Type extends keyof Events>(type: Type, payload: Events[Type]): void;
  on<Type extends keyof Events>(type: Type, handler: (payload: Events[Type]) => void): Unsubscribe;
  /** The event as an RxJS stream, for owners that compose streams. */
  stream<Type extends keyof Events>(type: Type): Observable<Events[Type]>;
  /** The last value of a replayed (state) event, or undefined before the first emit. */
  current<Type extends keyof Events>(type: Type): Events[Type] | undefined;
}

interface Channel<Payload> {
  readonly subject: Subject<Payload>;
  latest: { readonly value: Payload } | undefined;
}

/** Creates a bus whose channels replay according to `replay`. */
export function createEventBus<Events>(replay: ReplayPolicy<Events>): EventBus<Events> {
  const channels = new Map<keyof Events, Channel<unknown>>();

  function channel<Type extends keyof Events>(type: Type): Channel<Events[Type]> {
    let found = channels.get(type);
    if (!found) {
      const subject = replay[type] ? new ReplaySubject<unknown>(1) : new Subject<unknown>();
      found = { subject, latest: undefined };
      channels.set(type, found);
    }
    return found as Channel<Events[Type]>;
  }

  return {
    emit(type, payload) {
      const target = channel(type);
      if (replay[type]) target.latest = { value: payload };
      target.subject.next(payload);
    },
    on(type, handler) {
      const subscription = channel(type).subject.subscribe(handler);
      return () => subscription.unsubscribe();
    },
    stream(type) {
      return channel(type).subject.asObservable();
    },
    current(type) {
      return channel(type).latest?.value;
    },
  };
}
