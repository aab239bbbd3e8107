import { callGuarded } from "./report-error";

/**
 * A listener of one event of an {@link Emitter}.
 *
 * @example
 * ```ts
 * const onVolume: EventListener<number> = (volume) => meter.set(volume);
 * ```
 */
export type EventListener<T> = (payload: T) => void;

/**
 * A tiny typed event emitter. `on` returns the function that removes the listener. A listener
 * that throws does not stop the others: its error is rethrown asynchronously.
 *
 * @example
 * ```ts
 * const events = createEmitter<{ volume: number }>();
 * const off = events.on("volume", (v) => console.log(v));
 * events.emit("volume", 0.5);
 * off();
 * ```
 */
export interface Emitter<Events extends object> {
  // Functions that need no `this`: a client hands `on` out as it is.
  readonly on: <K extends keyof Events>(type: K, listener: EventListener<Events[K]>) => () => void;
  readonly emit: <K extends keyof Events>(type: K, payload: Events[K]) => void;
}

/**
 * Creates an {@link Emitter}.
 *
 * @example
 * ```ts
 * const events = createEmitter<{ ready: undefined }>();
 * events.on("ready", () => console.log("ready"));
 * events.emit("ready", undefined);
 * ```
 */
export function createEmitter<Events extends object>(): Emitter<Events> {
  const listeners: { [K in keyof Events]?: Set<EventListener<Events[K]>> } = {};
  return {
    on(type, listener) {
      const set = (listeners[type] ??= new Set());
      // Wrapped, so a function added twice is called twice and each `off` removes one of them.
      const entry: EventListener<Events[typeof type]> = (payload) => {
        listener(payload);
      };
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
    emit(type, payload) {
      for (const listener of [...(listeners[type] ?? [])]) callGuarded(listener, payload);
    },
  };
}
