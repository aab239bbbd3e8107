#!/usr/bin/env node
// `pnpm admin:grant <uid>` / `pnpm admin:revoke <uid or email>` (run with tsx): see src/auth/admin-claim-cli.ts.
import { runAdminClaimCli } from "../src/auth/admin-claim-cli.ts";

process.exitCode = await runAdminClaimCli(process.argv.slice(2), {
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
