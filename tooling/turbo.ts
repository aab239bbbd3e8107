// `turbo` with its anonymous telemetry off for this repository, whatever the machine's setting
// (turbo has no repository-level switch, only TURBO_TELEMETRY_DISABLED). Set
// TURBO_TELEMETRY_DISABLED=0 to allow it. The root package.json's scripts run turbo through this.
//   node tooling/turbo.ts run build
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

process.env.TURBO_TELEMETRY_DISABLED ??= "1";
const require = createRequire(import.meta.url);
const bin = join(dirname(require.resolve("turbo/package.json")), "bin", "turbo");
const child = spawn(process.execPath, [bin, ...process.argv.slice(2)], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
