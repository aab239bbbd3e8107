// The deploy workflow deploys every hosting target of firebase.json to its site of the production
// project (.firebaserc, filled in from FIREBASE_PROJECT_ID), and each site sends the same
// security headers.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  PROJECT_PLACEHOLDER,
  productionSites,
  projectIdProblem,
  withProjectId,
  type FirebaseRc,
} from "./hosting-targets.ts";

const root = new URL("..", import.meta.url).pathname;
const rcText = readFileSync(join(root, ".firebaserc"), "utf8");
const rc = JSON.parse(rcText) as FirebaseRc;

interface HostingEntry {
  target: string;
  public: string;
  headers: { source: string; headers: { key: string; value: string }[] }[];
}
const { hosting } = JSON.parse(readFileSync(join(root, "firebase.json"), "utf8")) as {
  hosting: HostingEntry[];
};

describe(".firebaserc", () => {
  it("keeps the emulator's demo project as the default", () => {
    expect(rc.projects.default).toMatch(/^demo-/);
  });

  it("names a production site for each hosting target of firebase.json, and no other", () => {
    const sites = productionSites(rc);
    expect(Object.keys(sites).sort()).toEqual(hosting.map((entry) => entry.target).sort());
    expect(Object.keys(sites)).toEqual(expect.arrayContaining(["marketing", "admin", "storybook"]));
    for (const ids of Object.values(sites)) expect(ids).toHaveLength(1);
    // Three sites, not one site three times.
    expect(new Set(Object.values(sites).flat()).size).toBe(Object.keys(sites).length);
  });

  it("is filled in from FIREBASE_PROJECT_ID, leaving no placeholder", () => {
    const filled = withProjectId(rcText, "novaline-prod-42");
    expect(filled).not.toContain(PROJECT_PLACEHOLDER);
    const parsed = JSON.parse(filled) as FirebaseRc;
    expect(parsed.projects).toEqual({
      default: rc.projects.default,
      production: "novaline-prod-42",
    });
    expect(productionSites(parsed, "novaline-prod-42")).toEqual({
      marketing: ["novaline-prod-42"],
      admin: ["novaline-prod-42-admin"],
      storybook: ["novaline-prod-42-storybook"],
    });
  });

  it("refuses a missing, malformed or emulator-only project id", () => {
    expect(projectIdProblem(undefined)).toMatch(/not set/);
    expect(projectIdProblem(" ")).toMatch(/not set/);
    expect(projectIdProblem("NovaLine Prod")).toMatch(/not a Firebase project id/);
    expect(projectIdProblem("demo-novaline")).toMatch(/emulator-only/);
    expect(projectIdProblem("novaline-prod-42")).toBeUndefined();
  });

  it("is filled in by the command the workflow runs, which fails without the variable", () => {
    const dir = mkdtempSync(join(tmpdir(), "novaline-firebaserc-"));
    const file = join(dir, ".firebaserc");
    try {
      writeFileSync(file, rcText);
      const run = (projectId?: string) =>
        spawnSync(process.execPath, [join(root, "tooling/hosting-targets.ts"), file], {
          encoding: "utf8",
          env: { ...process.env, FIREBASE_PROJECT_ID: projectId },
        });
      const missing = run("");
      expect(missing.status).toBe(1);
      expect(missing.stderr).toMatch(/FIREBASE_PROJECT_ID is not set/);
      expect(readFileSync(file, "utf8")).toBe(rcText);

      const filled = run("novaline-prod-42");
      expect(filled.status).toBe(0);
      expect(filled.stdout).toContain("hosting:storybook → novaline-prod-42-storybook");
      expect(readFileSync(file, "utf8")).not.toContain(PROJECT_PLACEHOLDER);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("firebase.json's hosting targets", () => {
  const everyAnswer = (entry: HostingEntry) =>
    new Map(
      (entry.headers.find((rule) => rule.source === "**")?.headers ?? []).map(
        ({ key, value }) => [key, value] as const,
      ),
    );

  it("publish Storybook's static build", () => {
    expect(hosting.find((entry) => entry.target === "storybook")?.public).toBe(
      "packages/ui/storybook-static",
    );
  });

  it.each(hosting.map((entry) => [entry.target, entry] as const))(
    "%s sends the security headers on every answer",
    (_target, entry) => {
      const headers = everyAnswer(entry);
      expect(headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
      expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(headers.get("Cross-Origin-Opener-Policy")).toMatch(/^same-origin/);
      expect(headers.get("Permissions-Policy")).toMatch(/camera=\(\).*geolocation=\(\)/);
      const policy = headers.get("Content-Security-Policy") ?? "";
      expect(policy).toContain("base-uri 'self'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("form-action 'self'");
      // No other site may frame ours; Storybook frames its own stories (iframe.html).
      const framing = entry.target === "storybook" ? "'self'" : "'none'";
      expect(policy).toContain(`frame-ancestors ${framing}`);
      expect(headers.get("X-Frame-Options")).toBe(
        entry.target === "storybook" ? "SAMEORIGIN" : "DENY",
      );
    },
  );
});
