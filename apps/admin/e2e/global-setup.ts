import {
  localFirebaseProject,
  seedAuthEmulator,
  startAuthEmulator,
} from "../../../tooling/auth-emulator.mjs";

/**
 * Starts the Auth emulator the build talks to (the local project, on FIREBASE_AUTH_EMULATOR_PORT
 * or firebase.json's port), or uses the one already running there (`pnpm start`'s, or one shared
 * by the whole test run), and seeds the local admin and staff accounts. Returns the teardown.
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
  return () => emulator.stop();
}
