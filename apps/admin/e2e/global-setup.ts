import {
  localFirebaseProject,
  seedAuthEmulator,
  startAuthEmulator,
} from "../../../tooling/auth-emulator.ts";
import { startInquiriesApi } from "../../../tooling/inquiries-api.ts";

/**
 * Where the build's inquiries API is (its local default, 8787, or E2E_API_PORT for a build made
 * with the matching VITE_API_URL) and the origins the tests serve from.
 */
const API_PORT = Number(process.env.E2E_API_PORT ?? 8787);
const appOrigin = `http://127.0.0.1:${process.env.E2E_PORT ?? "4174"}`;
const siteOrigin = `http://127.0.0.1:${process.env.E2E_SITE_PORT ?? "4176"}`;

/**
 * Starts the Auth emulator the build talks to (the local project, on FIREBASE_AUTH_EMULATOR_PORT
 * or firebase.json's port), or uses the one already running there (`pnpm start`'s, or one shared
 * by the whole test run), seeds the local admin and staff accounts, and starts the built
 * inquiries API on PGlite where the build expects it. Returns the teardown.
 */
export default async function globalSetup() {
  const emulator = await startAuthEmulator({
    projectId: localFirebaseProject().projectId,
    reuse: true,
  });
  console.log(
    emulator.reused
      ? `Reusing the Auth emulator on ${emulator.host}`
      : `Auth emulator on ${emulator.host}, started in ${((emulator.startedInMs ?? 0) / 1000).toFixed(1)} s`,
  );
  await seedAuthEmulator(emulator);
  const api = await startInquiriesApi({
    port: API_PORT,
    corsOrigins: [appOrigin, siteOrigin],
    authEmulatorHost: emulator.host,
    projectId: emulator.projectId,
  });
  console.log(`Inquiries API on ${api.url}, started in ${(api.startedInMs / 1000).toFixed(1)} s`);
  return async () => {
    await api.stop();
    await emulator.stop();
  };
}
