import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { adminRefusals } from "./admin-refusals.js";
import { runAdminClaimCli } from "./admin-claim-cli.js";
import { firebaseAdminAuth } from "./firebase-admin-auth.js";
import { firebaseAdminCheck } from "./firebase-admin-check.js";
import {
  authEmulatorEnv,
  pastIssueSecond,
  signUp,
  uniqueEmail,
} from "./testing/auth-emulator-users.js";

const { host, projectId } = authEmulatorEnv();
const auth = firebaseAdminAuth(projectId);
const env = { FIREBASE_AUTH_EMULATOR_HOST: host, FIREBASE_PROJECT_ID: projectId };

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const status = await runAdminClaimCli(args, {
    env,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { status, out: out.join("\n"), err: err.join("\n") };
}

describe("admin:grant and admin:revoke against the Auth emulator", () => {
  it("grants the claim keeping the others, and says so once", async () => {
    const email = uniqueEmail("grant");
    const { uid } = await signUp(host, projectId, email, { verified: true });
    await auth.setCustomUserClaims(uid, { team: "support" });

    const granted = await run("grant", uid);
    expect(granted).toMatchObject({ status: 0, err: "" });
    expect(granted.out).toContain(`Granted admin to ${email}`);
    expect((await auth.getUser(uid)).customClaims).toEqual({ team: "support", admin: true });

    const again = await run("grant", uid);
    expect(again.status).toBe(0);
    expect(again.out).toContain("already an admin");
  });

  it("revokes the claim keeping the others, and the tokens the account holds stop working", async () => {
    const email = uniqueEmail("revoke");
    const { uid, idToken } = await signUp(host, projectId, email);
    await auth.setCustomUserClaims(uid, { team: "support", admin: true });
    await pastIssueSecond(idToken);

    const revoked = await run("revoke", email);
    expect(revoked).toMatchObject({ status: 0, err: "" });
    expect(revoked.out).toContain(`Revoked admin from ${email}`);
    expect((await auth.getUser(uid)).customClaims).toEqual({ team: "support" });
    expect(await firebaseAdminCheck({ projectId })(`Bearer ${idToken}`)).toEqual({
      ok: false,
      ...adminRefusals.tokenRevoked,
    });

    expect((await run("revoke", email)).out).toContain("is not an admin");
  });

  it("grants only by uid, and only to an account whose e-mail is verified", async () => {
    const email = uniqueEmail("unverified");
    const { uid } = await signUp(host, projectId, email);
    const byEmail = await run("grant", email);
    expect(byEmail.status).toBe(2);
    expect(byEmail.err).toContain("granted by uid, not by e-mail");
    const unverified = await run("grant", uid);
    expect(unverified.status).toBe(1);
    expect(unverified.err).toContain(`The e-mail of ${uid} (${email}) is not verified`);
    expect((await auth.getUser(uid)).customClaims ?? {}).toEqual({});
  });

  it("refuses an unknown account clearly, and misuse with the usage", async () => {
    const unknown = await run("grant", "no-such-uid");
    expect(unknown.status).toBe(1);
    expect(unknown.err).toContain("No account has the uid no-such-uid");
    const unknownEmail = await run("revoke", "nobody@test.novaline.local");
    expect(unknownEmail.err).toContain("No account uses the e-mail nobody@test.novaline.local");
    expect((await run("promote", "a@b.c")).status).toBe(2);
    expect((await run("grant")).err).toContain("Usage:");
  });

  // Starts pnpm and tsx: seconds on a busy CI machine.
  it("runs as the package script", { timeout: 30_000 }, async () => {
    const email = uniqueEmail("script");
    const { uid } = await signUp(host, projectId, email, { verified: true });
    const { stdout } = await promisify(execFile)("pnpm", ["--silent", "admin:grant", uid], {
      env: { ...process.env, ...env },
    });
    expect(stdout).toContain(`Granted admin to ${email}`);
    expect((await auth.getUser(uid)).customClaims).toEqual({ admin: true });
  });
});
