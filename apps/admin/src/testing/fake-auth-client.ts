import { act } from "@testing-library/react";
import { vi } from "vitest";
import type { AuthClient, Session } from "../auth/auth-client.js";

/** An {@link AuthClient} for component tests: commands are spies, the session is set by the test. */
export function fakeAuthClient(initial: Session, { googleSignIn = false } = {}) {
  let session = initial;
  const listeners = new Set<() => void>();
  const setSession = (next: Session) => {
    act(() => {
      session = next;
      for (const listener of listeners) listener();
    });
  };
  const client = {
    subscribe: (onChange: () => void) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    getSession: () => session,
    googleSignIn,
    signInWithPassword: vi.fn<AuthClient["signInWithPassword"]>(() => Promise.resolve()),
    signInWithGoogle: vi.fn<AuthClient["signInWithGoogle"]>(() => Promise.resolve()),
    sendPasswordReset: vi.fn<AuthClient["sendPasswordReset"]>(() => Promise.resolve()),
    getIdToken: vi.fn<AuthClient["getIdToken"]>(() =>
      Promise.resolve(session.status === "signedIn" ? `token-of-${session.uid}` : null),
    ),
    recheckAccess: vi.fn<AuthClient["recheckAccess"]>(() => Promise.resolve()),
    signOut: vi.fn<AuthClient["signOut"]>(() => Promise.resolve()),
  };
  return { client, setSession };
}

export const signedInAdmin = {
  status: "signedIn",
  uid: "admin-uid",
  email: "admin@novaline.local",
  admin: true,
} satisfies Session;

export const signedInStaff = {
  status: "signedIn",
  uid: "staff-uid",
  email: "staff@novaline.local",
  admin: false,
} satisfies Session;
