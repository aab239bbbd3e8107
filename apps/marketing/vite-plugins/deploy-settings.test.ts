import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { deploySettingProblems } from "./deploy-settings";

const complete = {
  VITE_API_URL: "https://api.novaline.ai",
  VITE_BOOKING_URL: "https://calendly.com/novaline/30min",
  VITE_VAPI_PUBLIC_KEY: "pk-123",
  VITE_VAPI_ASSISTANT_ID: "asst-123",
  VITE_TURNSTILE_SITE_KEY: "0x4AAAA",
};

describe("the deploy's settings", () => {
  it("accepts a complete set", () => {
    expect(deploySettingProblems(complete)).toEqual([]);
  });

  it("names each missing setting, and an address that is not https", () => {
    const problems = deploySettingProblems({
      ...complete,
      VITE_VAPI_PUBLIC_KEY: " ",
      VITE_TURNSTILE_SITE_KEY: undefined,
      VITE_API_URL: "http://127.0.0.1:8787",
    });
    expect(problems).toHaveLength(3);
    expect(problems.join("\n")).toMatch(/VITE_VAPI_PUBLIC_KEY is not set/);
    expect(problems.join("\n")).toMatch(/VITE_TURNSTILE_SITE_KEY is not set/);
    expect(problems.join("\n")).toMatch(/VITE_API_URL must be an https URL/);
  });

  it("fails `build:production` at once without them, naming every one", () => {
    // The tests run in the app's folder.
    const app = process.cwd();
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith("VITE_")),
    );
    const buildDir = mkdtempSync(join(tmpdir(), "novaline-site-build-"));
    const build = spawnSync("pnpm", ["exec", "react-router", "build", "--mode", "production"], {
      cwd: app,
      // Anywhere but build/, which the browser tests serve.
      env: { ...env, SITE_BUILD_DIR: buildDir },
      encoding: "utf8",
      timeout: 60_000,
    });
    rmSync(buildDir, { recursive: true, force: true });
    expect(build.status).not.toBe(0);
    for (const name of Object.keys(complete)) expect(build.stderr + build.stdout).toContain(name);
  }, 60_000);
});
