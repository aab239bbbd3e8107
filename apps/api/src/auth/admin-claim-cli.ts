import type { Auth } from "firebase-admin/auth";
import { AdminClaimError, grantAdmin, isEmail, revokeAdmin } from "./admin-claim.js";
import { firebaseAdminAuth } from "./firebase-admin-auth.js";

export interface AdminClaimCliIo {
  env: Record<string, string | undefined>;
  out: (line: string) => void;
  err: (line: string) => void;
  /** The Auth client to use instead of the project's own (tests). */
  auth?: Auth;
}

const USAGE = [
  "Usage: pnpm --filter @novaline/api admin:grant <uid>",
  "       pnpm --filter @novaline/api admin:revoke <uid or email>",
  "Project: FIREBASE_PROJECT_ID (or GOOGLE_CLOUD_PROJECT), with application default credentials;",
  "with FIREBASE_AUTH_EMULATOR_HOST set, the Auth emulator (local project: demo-novaline).",
].join("\n");

/**
 * `admin:grant <uid>` and `admin:revoke <uid or email>`: gives or takes the admin claim. Resolves
 * to the exit status: 0 done (or nothing to do), 1 refused (unknown account, an unverified
 * e-mail, no project), 2 misuse (a grant by e-mail included).
 */
export async function runAdminClaimCli(
  args: readonly string[],
  { env, out, err, auth }: AdminClaimCliIo,
): Promise<number> {
  const [action, account, ...extra] = args;
  if ((action !== "grant" && action !== "revoke") || !account || extra.length > 0) {
    err(USAGE);
    return 2;
  }
  if (action === "grant" && isEmail(account)) {
    err(
      `Admin is granted by uid, not by e-mail (anybody can sign up with an address). Copy ${account}'s uid from the Firebase console (Authentication › Users).\n${USAGE}`,
    );
    return 2;
  }
  const projectId = env.FIREBASE_PROJECT_ID ?? env.GOOGLE_CLOUD_PROJECT ?? env.GCLOUD_PROJECT;
  if (!projectId) {
    err(`Which Firebase project? Set FIREBASE_PROJECT_ID.\n${USAGE}`);
    return 1;
  }
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST;
  const target = emulator ? `${projectId} on the Auth emulator at ${emulator}` : projectId;

  try {
    const client = auth ?? firebaseAdminAuth(projectId);
    if (action === "grant") {
      const { uid, email, changed } = await grantAdmin(client, account);
      out(
        changed
          ? `Granted admin to ${email} (${uid}) in ${target}. It applies at their next sign-in or token refresh (within the hour).`
          : `${email} (${uid}) is already an admin in ${target}; nothing changed.`,
      );
    } else {
      const { uid, email, changed } = await revokeAdmin(client, account);
      out(
        changed
          ? `Revoked admin from ${email} (${uid}) in ${target} and ended their sessions; other claims kept.`
          : `${email} (${uid}) is not an admin in ${target}; nothing changed.`,
      );
    }
    return 0;
  } catch (error) {
    if (error instanceof AdminClaimError) {
      err(`${error.message} (project ${target})`);
      return 1;
    }
    throw error;
  }
}
