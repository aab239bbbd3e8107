// libphonenumber (its metadata is most of its ~30 KB gzipped) loads on first use, not with the
// inbox: a phone number shows as stored until it has, a moment later.
import type * as Library from "libphonenumber-js/min";
import { useSyncExternalStore } from "react";

/** libphonenumber's `min` build, as the admin app uses it. */
export type PhoneLibrary = typeof Library;

let loaded: PhoneLibrary | undefined;
let loading: Promise<PhoneLibrary> | undefined;
const listeners = new Set<() => void>();

/** Loads libphonenumber once; a failed load may be tried again. */
export function loadPhoneLibrary(): Promise<PhoneLibrary> {
  loading ??= import("libphonenumber-js/min").then(
    (library) => {
      loaded = library;
      for (const listener of listeners) listener();
      return library;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  loadPhoneLibrary().catch(() => undefined);
  return () => {
    listeners.delete(onChange);
  };
};

/** libphonenumber once it has loaded (asked for by the first component that needs it). */
export function usePhoneLibrary(): PhoneLibrary | undefined {
  return useSyncExternalStore(subscribe, () => loaded);
}
