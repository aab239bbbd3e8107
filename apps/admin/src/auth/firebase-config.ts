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

/** The settings {@link firebaseWebConfig} reads (`import.meta.env`, or the build's settings). */
export type FirebaseEnv = Pick<
  ImportMetaEnv,
  | "VITE_FIREBASE_API_KEY"
  | "VITE_FIREBASE_AUTH_DOMAIN"
  | "VITE_FIREBASE_PROJECT_ID"
  | "VITE_FIREBASE_APP_ID"
  | "VITE_FIREBASE_AUTH_EMULATOR_HOST"
  | "VITE_FIREBASE_GOOGLE_SIGN_IN"
>;

const nonEmpty = (value: string | undefined) => (value === "" ? undefined : value);

/**
 * Reads the build's settings. vite.config.ts fills in the local defaults (the `demo-` project of
 * `.firebaserc` on the Auth emulator) when no project is configured.
 */
export function firebaseWebConfig(env: FirebaseEnv = import.meta.env): FirebaseWebConfig {
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
