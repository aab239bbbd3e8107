import { describe, expect, it } from "vitest";
import { firebaseAdminAuth } from "./firebase-admin-auth.js";
import { firebaseStaffDirectory } from "./staff-directory.js";
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
});
