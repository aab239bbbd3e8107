import type { Auth } from "firebase-admin/auth";
import { describe, expect, it } from "vitest";
import { firebaseAdminAuth } from "./firebase-admin-auth.js";
import { firebaseStaffDirectory, STAFF_ACCESS_REUSE_MS } from "./staff-directory.js";
import { authEmulatorEnv, signUp, uniqueEmail } from "./testing/auth-emulator-users.js";

// Real accounts in the Auth emulator, read by the real firebase-admin.
const { host, projectId } = authEmulatorEnv();
const auth = firebaseAdminAuth(projectId);

async function account(
  name: string,
  {
    admin = true,
    verified = true,
    displayName,
  }: { admin?: boolean; verified?: boolean; displayName?: string } = {},
) {
  const email = uniqueEmail(name);
  const { uid } = await signUp(host, projectId, email, { verified });
  if (admin) await auth.setCustomUserClaims(uid, { admin: true });
  if (displayName !== undefined) await auth.updateUser(uid, { displayName });
  return { uid, email };
}

describe("firebaseStaffDirectory against the Auth emulator", () => {
  it("lists the accounts with the admin claim and a verified address, by display name or e-mail", async () => {
    const named = await account("named", { displayName: "Zed Named" });
    const plain = await account("plain");
    const outsider = await account("outsider", { admin: false });
    const unverified = await account("unverified", { verified: false });
    const disabled = await account("disabled");
    await auth.updateUser(disabled.uid, { disabled: true });

    const directory = firebaseStaffDirectory(auth, { ttlMs: 0 });
    const listed = await directory.list();
    expect(listed).toContainEqual({ uid: named.uid, name: "Zed Named", email: named.email });
    expect(listed).toContainEqual({ uid: plain.uid, name: plain.email, email: plain.email });
    for (const left of [outsider, unverified, disabled]) {
      expect(listed.map((member) => member.uid)).not.toContain(left.uid);
    }
    const names = listed.map((member) => member.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    expect(await directory.find(named.uid)).toEqual({
      uid: named.uid,
      name: "Zed Named",
      email: named.email,
    });
    for (const left of [outsider, unverified, disabled]) {
      expect(await directory.find(left.uid)).toBeUndefined();
    }
    expect(await directory.find("no-such-account")).toBeUndefined();
  });

  it("reads an assignee afresh: an account whose claim was just taken away is no longer staff", async () => {
    const member = await account("leaving");
    const directory = firebaseStaffDirectory(auth);
    expect((await directory.list()).map((m) => m.uid)).toContain(member.uid);
    await auth.setCustomUserClaims(member.uid, null);
    expect(await directory.find(member.uid)).toBeUndefined();
  });

  it("gives a member's access afresh: gone once the claim is removed, the address unverified, the account disabled or deleted", async () => {
    const directory = firebaseStaffDirectory(auth, { accessReuseMs: 0 });
    const leaving = {
      claim: await account("claim"),
      unverified: await account("unverified-later"),
      disabled: await account("disabled-later"),
      deleted: await account("deleted-later"),
    };
    for (const member of Object.values(leaving)) {
      expect((await directory.access(member.uid))?.member).toEqual({
        uid: member.uid,
        name: member.email,
        email: member.email,
      });
    }
    await auth.setCustomUserClaims(leaving.claim.uid, null);
    await auth.updateUser(leaving.unverified.uid, { emailVerified: false });
    await auth.updateUser(leaving.disabled.uid, { disabled: true });
    await auth.deleteUser(leaving.deleted.uid);
    for (const member of Object.values(leaving)) {
      expect(await directory.access(member.uid)).toBeUndefined();
    }
    expect(await directory.access("no-such-account")).toBeUndefined();
  });

  it("says when the member's sessions were last ended (refresh tokens revoked), to the second", async () => {
    const member = await account("signed-out");
    const directory = firebaseStaffDirectory(auth, { accessReuseMs: 0 });
    // Past the second the account was created in: the revocation must be a later one.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const before = Math.floor(Date.now() / 1000) * 1000;
    await auth.revokeRefreshTokens(member.uid);
    const access = await directory.access(member.uid);
    expect(access?.member.uid).toBe(member.uid);
    const ended = access?.tokensValidAfter?.getTime() ?? 0;
    expect(ended).toBeGreaterThanOrEqual(before);
    expect(ended).toBeLessThanOrEqual(Date.now());
    expect(ended % 1000).toBe(0);
  });

  it("reuses a member's access for a few seconds only, a failed read not at all", async () => {
    const member = await account("reused");
    let clock = Date.now();
    const directory = firebaseStaffDirectory(auth, { now: () => clock });
    expect((await directory.access(member.uid))?.member.uid).toBe(member.uid);
    await auth.setCustomUserClaims(member.uid, null);
    clock += STAFF_ACCESS_REUSE_MS - 1;
    // The burst of range requests an <audio> element sends: one read.
    expect((await directory.access(member.uid))?.member.uid).toBe(member.uid);
    clock += 1;
    expect(await directory.access(member.uid)).toBeUndefined();
    expect(STAFF_ACCESS_REUSE_MS).toBeLessThanOrEqual(5_000);

    // Firebase failing is an error, not a refusal, and is asked again next time.
    let calls = 0;
    const failing = {
      getUser: (uid: string) => {
        calls += 1;
        return calls === 1
          ? Promise.reject(Object.assign(new Error("unreachable"), { code: "app/network-error" }))
          : auth.getUser(uid);
      },
    } as unknown as Auth;
    const flaky = firebaseStaffDirectory(failing);
    const other = await account("flaky");
    await expect(flaky.access(other.uid)).rejects.toThrow("unreachable");
    expect((await flaky.access(other.uid))?.member.uid).toBe(other.uid);
    await expect(
      firebaseStaffDirectory({
        getUser: () =>
          Promise.reject(Object.assign(new Error("quota"), { code: "auth/internal-error" })),
      } as unknown as Auth).find(other.uid),
    ).rejects.toThrow("quota");
  });
});
