import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { adminDeploySettingProblems } from "./deploy-settings";

const complete = {
  VITE_FIREBASE_PROJECT_ID: "novaline-prod-42",
  VITE_FIREBASE_API_KEY: "AIza-test",
  VITE_FIREBASE_AUTH_DOMAIN: "novaline-prod-42.firebaseapp.com",
  VITE_API_URL: "https://api.novaline.ai",
};

describe("the admin app's deploy settings", () => {
  it("accepts a complete set", () => {
    expect(adminDeploySettingProblems(complete)).toEqual([]);
  });

  it("names each missing setting, an API that is not https, the demo project and the emulator", () => {
    const problems = adminDeploySettingProblems({
      VITE_FIREBASE_PROJECT_ID: "demo-novaline",
      VITE_FIREBASE_API_KEY: " ",
      VITE_API_URL: "http://127.0.0.1:8787",
      VITE_FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
    }).join("\n");
    expect(problems).toMatch(/VITE_FIREBASE_API_KEY is not set/);
    expect(problems).toMatch(/VITE_FIREBASE_AUTH_DOMAIN is not set/);
    expect(problems).toMatch(/VITE_API_URL must be an https URL/);
    expect(problems).toMatch(/demo- project/);
    expect(problems).toMatch(/VITE_FIREBASE_AUTH_EMULATOR_HOST is set/);
  });

  it("fails `build:production` at once without them, naming every one", () => {
    // The tests run in the app's folder.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith("VITE_")),
    );
    const outDir = mkdtempSync(join(tmpdir(), "novaline-admin-build-"));
    const build = spawnSync("pnpm", ["exec", "vite", "build", "--outDir", outDir], {
      cwd: process.cwd(),
      env,
      encoding: "utf8",
      timeout: 60_000,
    });
    rmSync(outDir, { recursive: true, force: true });
    expect(build.status).not.toBe(0);
    for (const name of Object.keys(complete)) expect(build.stderr + build.stdout).toContain(name);
  }, 60_000);
});
