import { useSyncExternalStore } from "react";

/**
 * Team notes typed but not saved yet, one per inquiry id, kept in the tab's session storage: a
 * failed save, a save that ended the session (the staff member signs in again and comes back to
 * the inquiry) or a closed panel leaves the words where they were. A note is forgotten once it is
 * saved, discarded, or when the staff member signs out. Unavailable storage (a locked-down
 * browser) keeps drafts for as long as the page is open.
 */
const PREFIX = "novaline-admin:note-draft:";
const inMemory = new Map<string, string>();
const listeners = new Set<() => void>();

function read(id: string): string | undefined {
  try {
    return sessionStorage.getItem(PREFIX + id) ?? undefined;
  } catch {
    return inMemory.get(id);
  }
}

function changed() {
  for (const listener of listeners) listener();
}

/** The unsaved note of inquiry `id`, if there is one. */
export const noteDraftOf = (id: string): string | undefined => read(id);

/** Keeps `text` as the unsaved note of inquiry `id`. */
export function keepNoteDraft(id: string, text: string) {
  try {
    sessionStorage.setItem(PREFIX + id, text);
  } catch {
    inMemory.set(id, text);
  }
  changed();
}

/** Forgets the unsaved note of inquiry `id` (saved or discarded). */
export function forgetNoteDraft(id: string) {
  try {
    sessionStorage.removeItem(PREFIX + id);
  } catch {
    // No storage: only the in-memory copy.
  }
  inMemory.delete(id);
  changed();
}

/** Forgets every unsaved note (the staff member signed out: the next person must not see them). */
export function forgetAllNoteDrafts() {
  try {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
    }
  } catch {
    // No storage: only the in-memory copies.
  }
  inMemory.clear();
  changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The unsaved note of inquiry `id`, kept up to date. */
export function useNoteDraft(id: string): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => read(id),
    () => undefined,
  );
}
