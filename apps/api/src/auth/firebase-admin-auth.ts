import { getApp, getApps, initializeApp } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";

/**
 * The firebase-admin Auth client of `projectId`, one per project and process. Credentials are the
 * application default ones (the service account of the host in production); with
 * `FIREBASE_AUTH_EMULATOR_HOST` set it talks to the emulator and needs none.
 */
export function firebaseAdminAuth(projectId: string): Auth {
  const name = `novaline-admin:${projectId}`;
  const app = getApps().some((existing) => existing.name === name)
    ? getApp(name)
    : initializeApp({ projectId }, name);
  return getAuth(app);
}
