import { type Observable } from 'rxjs';
/** Stops a subscription; calling it twice is harmless. */
export type Unsubscribe = () => void;
/**
 * Per event: `true` if it is state, replaying its last value to late subscribers (remotes load
 * late, architecture rule 3), `false` if it is a one-off fact or request.
 */
export type ReplayPolicy<Events> = {
    readonly [Type in keyof Events]: boolean;
};
/** A typed publish/subscribe channel over one event map. */
export interface EventBus<Events> {
    emit<Type extends keyof Events>(type: Type, payload: Events[Type]): void;
    on<Type extends keyof Events>(type: Type, handler: (payload: Events[Type]) => void): Unsubscribe;
    /** The event as an RxJS stream, for owners that compose streams. */
    stream<Type extends keyof Events>(type: Type): Observable<Events[Type]>;
    /** The last value of a replayed (state) event, or undefined before the first emit. */
    current<Type extends keyof Events>(type: Type): Events[Type] | undefined;
}
/** Creates a bus whose channels replay according to `replay`. */
export declare function createEventBus<Events>(replay: ReplayPolicy<Events>): EventBus<Events>;
