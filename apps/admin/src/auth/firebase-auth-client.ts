import { FirebaseError, initializeApp } from "firebase/app";
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  validatePassword,
  type User,
} from "firebase/auth";
import { AuthFailure, type AuthClient, type Session } from "./auth-client.js";
import type { FirebaseWebConfig } from "./firebase-config.js";
import { passwordGaps } from "./password-gaps.js";

const codeOf = (error: unknown) =>
  error instanceof FirebaseError ? error.code.replace(/^auth\//, "") : "unknown";

/** The {@link AuthClient} on the Firebase web SDK (or its Auth emulator). */
export function createFirebaseAuthClient(config: FirebaseWebConfig): AuthClient {
  const app = initializeApp({
    apiKey: config.apiKey,
    authDomain: config.authDomain,
    projectId: config.projectId,
    appId: config.appId,
  });
  // The session outlives reloads: IndexedDB first, then local storage, then session storage.
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
    popupRedirectResolver: browserPopupRedirectResolver,
  });
  if (config.authEmulatorHost) {
    connectAuthEmulator(auth, `http://${config.authEmulatorHost}`, { disableWarnings: true });
  }

  let session: Session = { status: "unknown" };
  const listeners = new Set<() => void>();
  const publish = (next: Session) => {
    session = next;
    for (const listener of listeners) listener();
  };
  const sessionOf = async (user: User): Promise<Session> => {
    const { claims } = await user.getIdTokenResult();
    return {
      status: "signedIn",
      uid: user.uid,
      email: user.email ?? "",
      admin: claims.admin === true,
    };
  };
  // Token changes cover sign-in, sign-out, refreshes and a claim granted or revoked since.
  onIdTokenChanged(auth, (user) => {
    if (!user) {
      publish({ status: "signedOut" });
      return;
    }
    void sessionOf(user).then(
      (next) => {
        if (auth.currentUser?.uid === user.uid) publish(next);
      },
      () => {
        // The token's claims could not be read: no access for now; "Check again" retries.
        publish({ status: "signedIn", uid: user.uid, email: user.email ?? "", admin: false });
      },
    );
  });

  const failWith = async (error: unknown, password?: string): Promise<never> => {
    const code = codeOf(error);
    if (code === "password-does-not-meet-requirements" && password !== undefined) {
      const gaps = await validatePassword(auth, password).then(passwordGaps, () => []);
      throw new AuthFailure(code, gaps);
    }
    throw new AuthFailure(code);
  };

  return {
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    getSession: () => session,
    googleSignIn: config.googleSignIn,
    signInWithPassword: async (email, password) => {
      await signInWithEmailAndPassword(auth, email, password).catch((error: unknown) =>
        failWith(error, password),
      );
    },
    signInWithGoogle: async () => {
      await signInWithPopup(auth, new GoogleAuthProvider()).catch(failWith);
    },
    sendPasswordReset: async (email) => {
      await sendPasswordResetEmail(auth, email).catch((error: unknown) =>
        // Say the same whether or not the address has an account.
        codeOf(error) === "user-not-found" ? undefined : failWith(error),
      );
    },
    getIdToken: async () => (await auth.currentUser?.getIdToken()) ?? null,
    recheckAccess: async () => {
      const user = auth.currentUser;
      if (!user) return;
      await user.getIdToken(true).catch(failWith);
      publish(await sessionOf(user));
    },
    signOut: async () => {
      await signOut(auth);
    },
  };
}
