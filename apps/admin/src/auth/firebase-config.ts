/** What the Firebase web SDK needs to know about the project, from the `VITE_FIREBASE_*` settings. */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string | undefined;
  projectId: string;
  appId: string | undefined;
  /** `host:port` of the Auth emulator, or undefined for the real service. */
  authEmulatorHost: string | undefined;
  /** Show "Sign in with Google" (the provider is enabled in the project and `authDomain` is set). */
  googleSignIn: boolean;
}

const nonEmpty = (value: string | undefined) => (value === "" ? undefined : value);

/**
 * Reads the build's settings. vite.config.ts fills in the local defaults (the `demo-` project of
 * `.firebaserc` on the Auth emulator) when no project is configured.
 */
export function firebaseWebConfig(env: ImportMetaEnv = import.meta.env): FirebaseWebConfig {
  const projectId = nonEmpty(env.VITE_FIREBASE_PROJECT_ID);
  const apiKey = nonEmpty(env.VITE_FIREBASE_API_KEY);
  if (!projectId || !apiKey) {
    throw new Error("VITE_FIREBASE_PROJECT_ID and VITE_FIREBASE_API_KEY must be set.");
  }
  const authDomain = nonEmpty(env.VITE_FIREBASE_AUTH_DOMAIN);
  return {
    apiKey,
    authDomain,
    projectId,
    appId: nonEmpty(env.VITE_FIREBASE_APP_ID),
    authEmulatorHost: nonEmpty(env.VITE_FIREBASE_AUTH_EMULATOR_HOST),
    googleSignIn: env.VITE_FIREBASE_GOOGLE_SIGN_IN === "true" && authDomain !== undefined,
  };
}
