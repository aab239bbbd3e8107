import type { VapiLike } from "./sdk-types";

/**
 * What the SDK allows once per page, shared by every client on it: one call at a time (Daily
 * allows one call object per page) and one API client (the last `Vapi` constructed sets its key
 * and base URL for all). Kept on `globalThis`, so two copies of this package (ESM and CJS, or
 * two versions) still share it.
 */
export interface PageCall {
  /** The call that holds the page, from `start()` until it has ended or failed. */
  owner?: { readonly phase: string; readonly over: { readonly promise: Promise<unknown> } };
  /** When an SDK `start()` last began (for the 500 ms gap). */
  lastStartAt: number;
  /** SDK work still running: a `start()`, the hang-up of an abandoned or dropped call. */
  work?: Promise<unknown>;
  /** The SDK instance constructed last: the one whose key the SDK's API client holds. */
  instance?: VapiLike;
  /**
   * SDK `start()`s given up on (they did not answer in time), still running: a late answer
   * creates a call object, which Daily allows once per page, before it is hung up.
   */
  abandoned: Set<Promise<unknown>>;
  /** When a start that was no longer wanted last joined a call (and was then hung up). */
  strayJoinAt: number;
}

const KEY = Symbol.for("@novaline/voice-core/page-call");

/** A page call as any copy of this package made it: older ones lack the newer fields. */
type StoredPageCall = Omit<PageCall, "abandoned" | "strayJoinAt"> &
  Partial<Pick<PageCall, "abandoned" | "strayJoinAt">>;

type WithPageCall = typeof globalThis & { [KEY]?: StoredPageCall };

/** The page's {@link PageCall}, created on first use. */
export function getPageCall(): PageCall {
  const page = ((globalThis as WithPageCall)[KEY] ??= { lastStartAt: -Infinity });
  page.abandoned ??= new Set();
  page.strayJoinAt ??= -Infinity;
  return page as PageCall;
}

/** Tracks SDK work page-wide until it settles; returns `work`. */
export function trackSdkWork<T>(work: Promise<T>): Promise<T> {
  const page = getPageCall();
  const all = Promise.allSettled([page.work, work]);
  page.work = all;
  void all.then(() => {
    if (page.work === all) page.work = undefined;
  });
  return work;
}

/** Forgets every call of the page (tests only). */
export function resetPageCall(): void {
  (globalThis as WithPageCall)[KEY] = undefined;
}
