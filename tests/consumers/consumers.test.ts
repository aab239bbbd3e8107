// Consumer tests (issue 39): the published packages as an app outside this workspace gets them.
// Every public package under packages/ is packed (`pnpm pack`, as `pnpm publish` would), and the
// apps in fixtures/ are copied to a temporary folder, given the tarballs in place of their
// `workspace:*` ranges (and pnpm overrides, so the packages' own dependencies on each other are
// the tarballs too, never the registry), the catalog's versions in place of `catalog:`, and
// installed with pnpm from the npm registry (the machine's store: a warm rerun downloads
// nothing). Then each builds as a consumer would: a Vite app (tsc and vite build), a plain Node
// script (import and require), and a Next.js App Router app whose server component renders the
// ui's client components (next build). A last test takes "use client" off the Carousel the Next
// app installed and expects its build to fail: the check that this test can see the bug it exists
// for (a review found the Carousel once broke Next.js builds for lack of the directive).
//
// The workspace has no Next.js: the fixture pins it (16.4, whose peer range takes our React 19.3;
// its App Router renders with the React it ships) with @tailwindcss/postcss at the catalog's
// Tailwind. Its compiler, @next/swc for this platform, is an optional dependency from npm, and
// next build may download nothing (the machines reach no other host).
//
// Run it with `pnpm test:consumers` (turbo builds the packages first); `pnpm test` runs it beside
// the browser suites, once everything is built.
import { spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { testimonials } from "@novaline/content";
import { calculateRoi, DEFAULT_ROI_INPUT, formatUsd } from "@novaline/roi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const here = new URL(".", import.meta.url).pathname;
const root = join(here, "..", "..");
const fixtures = join(here, "fixtures");
const apps = ["vite-app", "node-script", "next-app"] as const;
const USE_CLIENT = '"use client";';

interface Manifest {
  name: string;
  private?: boolean;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));

/** The workspace's catalog (pnpm-workspace.yaml): one version of each shared dependency. */
function readCatalog(): Map<string, string> {
  const lines = readFileSync(join(root, "pnpm-workspace.yaml"), "utf8").split("\n");
  const entries = new Map<string, string>();
  for (const line of lines.slice(lines.indexOf("catalog:") + 1)) {
    if (/^[^\s#]/.test(line)) break;
    const entry = /^\s+"?([^"#:\s][^":]*)"?:\s*"?([^"\s]+)"?\s*$/.exec(line);
    if (entry?.[1] && entry[2]) entries.set(entry[1], entry[2]);
  }
  return entries;
}

/** The environment of a consumer's shell: none of this test's, pnpm's script or Vitest's. */
const consumerEnv: NodeJS.ProcessEnv = {
  ...Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !/^(npm_(command|lifecycle_|package_)|PNPM_PACKAGE_NAME$|INIT_CWD$|NODE_ENV$|VITEST|TEST$)/.test(
          name,
        ),
    ),
  ),
  NEXT_TELEMETRY_DISABLED: "1",
};

interface Result {
  code: number | null;
  output: string;
}

/** Runs a command to its end, stdout and stderr together; never rejects. */
function run(command: string, args: string[], cwd: string): Promise<Result> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: consumerEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", (error) => (output += `\n${error.message}`));
    child.on("close", (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `${basename(cwd)}: ${[command, ...args].join(" ")} (exit ${String(code)}, ${seconds} s)`,
      );
      resolve({ code, output: stripVTControlCharacters(output) });
    });
  });
}

/** The end of a command's output, for a failure's message. */
const tail = (output: string) => output.trimEnd().split("\n").slice(-60).join("\n");

/**
 * What a server render's "useState is not a function" means: React's server build has no hooks,
 * so a module that calls one was rendered as a Server Component.
 */
function explainServerHooks(output: string): string {
  return /\b(use[A-Z]\w*|createContext) is not a function/.test(output)
    ? '→ A module that uses React hooks or context was rendered as a Server Component: one of the packages\' client modules lacks "use client" (for @novaline/ui, see packages/ui/scripts/check-client-directives.mjs).'
    : "";
}

/** Runs a command that must succeed; fails with the end of its output otherwise. */
async function mustRun(
  command: string,
  args: string[],
  cwd: string,
  explain: (output: string) => string = () => "",
): Promise<string> {
  const { code, output } = await run(command, args, cwd);
  if (code !== 0) {
    const failed = `${[command, ...args].join(" ")} failed (exit ${String(code)}) in ${cwd}`;
    throw new Error([failed, explain(output), tail(output)].filter(Boolean).join("\n"));
  }
  return output;
}

const work = mkdtempSync(join(tmpdir(), "novaline-consumers-"));
const appDir = (app: (typeof apps)[number]) => join(work, app);
/** The file names of a built app's output folder, recursively. */
const filesIn = (dir: string) => readdirSync(dir, { recursive: true }).map(String);

beforeAll(async () => {
  // 1. A tarball of each public package, as `pnpm publish` would make it.
  const tarballs = join(work, "tarballs");
  mkdirSync(tarballs);
  const publicPackages = readdirSync(join(root, "packages"))
    .map((name) => join(root, "packages", name))
    .filter((dir) => existsSync(join(dir, "package.json")))
    .map((dir) => ({ dir, manifest: readJson(join(dir, "package.json")) as Manifest }))
    .filter(({ manifest }) => !manifest.private);
  const packed = new Map(
    await Promise.all(
      publicPackages.map(async ({ dir, manifest }) => {
        if (!existsSync(join(dir, "dist"))) {
          throw new Error(`${manifest.name} is not built: \`pnpm test:consumers\` builds it first`);
        }
        const output = await mustRun(
          "pnpm",
          ["pack", "--pack-destination", tarballs, "--json"],
          dir,
        );
        const { filename } = JSON.parse(output.slice(output.indexOf("{"))) as { filename: string };
        return [manifest.name, `file:${filename}`] as const;
      }),
    ),
  );

  // 2. The apps, outside the workspace, with the tarballs and the catalog's versions.
  const catalog = readCatalog();
  for (const app of apps) {
    cpSync(join(fixtures, app), appDir(app), {
      recursive: true,
      filter: (path) =>
        !/(^|\/)(node_modules|dist|\.next|next-env\.d\.ts|test-results)$/.test(path),
    });
    const manifestFile = join(appDir(app), "package.json");
    const manifest = readJson(manifestFile) as Manifest;
    for (const deps of [manifest.dependencies ?? {}, manifest.devDependencies ?? {}]) {
      for (const [dep, range] of Object.entries(deps)) {
        const version =
          range === "workspace:*"
            ? packed.get(dep)
            : range === "catalog:"
              ? catalog.get(dep)
              : range;
        if (!version) throw new Error(`${app}: no tarball or catalog version for ${dep}`);
        deps[dep] = version;
      }
    }
    writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  }
  writeFileSync(join(work, "package.json"), '{ "name": "novaline-consumers", "private": true }\n');
  writeFileSync(
    join(work, "pnpm-workspace.yaml"),
    [
      `packages: ${JSON.stringify(apps)}`,
      // The repository's supply-chain rule (pnpm-workspace.yaml) holds for the consumers' installs.
      "minimumReleaseAge: 4320",
      "overrides:",
      ...[...packed].map(
        ([name, tarball]) => `  ${JSON.stringify(name)}: ${JSON.stringify(tarball)}`,
      ),
      "",
    ].join("\n"),
  );

  // 3. One install for the three apps; CI=true would otherwise ask for a lockfile.
  await mustRun("pnpm", ["install", "--prefer-offline", "--no-frozen-lockfile"], work);
});

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe("a Vite + React + TypeScript app", () => {
  it("type-checks against the tarballs' declarations (tsc --noEmit, strict, bundler resolution)", async () => {
    await mustRun("pnpm", ["exec", "tsc", "--noEmit"], appDir("vite-app"));
  });

  it("builds (vite build) with the components' styles, the font and the voice SDK on demand", async () => {
    await mustRun("pnpm", ["exec", "vite", "build"], appDir("vite-app"));
    const assets = join(appDir("vite-app"), "dist", "assets");
    const files = filesIn(assets);
    const css = files
      .filter((file) => file.endsWith(".css"))
      .map((file) => readFileSync(join(assets, file), "utf8"))
      .join("");
    // The ui's design tokens and the utilities of its own modules (Tailwind scans dist/).
    expect(css).toContain("--primary:");
    expect(css).toContain("carousel-per-view");
    expect(files.some((file) => /^inter-latin-wght-normal-.+\.woff2$/.test(file))).toBe(true);
    // voice-core loads the SDK with import(): a chunk of its own, not in the page's first load.
    const sdk = files.find((file) => /^vapi-.+\.js$/.test(file));
    expect(sdk, `a chunk of @vapi-ai/web among ${files.join(", ")}`).toBeDefined();
    const html = readFileSync(join(appDir("vite-app"), "dist", "index.html"), "utf8");
    expect(html).not.toContain(sdk);
  });
});

describe("a plain Node script", () => {
  it("imports (ESM) and requires (CommonJS) every package and computes with them", async () => {
    const output = await mustRun("node", ["index.mjs"], appDir("node-script"));
    expect(output).toContain(
      `${formatUsd(calculateRoi({ monthlyInquiries: 200, valuePerConversion: 150, closeRatePercent: 35 }).revenueGain)} a month`,
    );
  });
});

describe("a Next.js App Router app", () => {
  let built = false;

  it('has no "use client" of its own: its pages are server components', () => {
    const sources = filesIn(join(fixtures, "next-app")).filter((file) => /\.(t|j)sx?$/.test(file));
    expect(sources.length).toBeGreaterThan(0);
    for (const file of sources) {
      expect(readFileSync(join(fixtures, "next-app", file), "utf8"), file).not.toMatch(
        /^\s*["']use client["']/m,
      );
    }
  });

  it("uses Next's compiler from npm (@next/swc for this platform), not a download", () => {
    const { version } = readJson(
      join(appDir("next-app"), "node_modules", "next", "package.json"),
    ) as { version: string };
    const compiler = `@next+swc-${process.platform}-${process.arch}`;
    const store = readdirSync(join(work, "node_modules", ".pnpm"));
    expect(store.filter((name) => name.startsWith(compiler))).toContainEqual(
      expect.stringMatching(new RegExp(`@${version.replaceAll(".", "\\.")}$`)),
    );
  });

  it("builds (next build) and prerenders the server component with the ui's client components", async () => {
    const output = await mustRun(
      "pnpm",
      ["exec", "next", "build"],
      appDir("next-app"),
      explainServerHooks,
    );
    expect(output).not.toMatch(/download/i);
    const html = readFileSync(
      join(appDir("next-app"), ".next", "server", "app", "index.html"),
      "utf8",
    );
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain(testimonials[0]?.name);
    expect(html).toContain(formatUsd(calculateRoi(DEFAULT_ROI_INPUT).revenueGain));
    built = true;
  });

  it('fails to build once the Carousel\'s module loses "use client" (the test sees the bug)', async () => {
    expect(built, "the app must build as it is first").toBe(true);
    const ui = realpathSync(join(appDir("next-app"), "node_modules", "@novaline", "ui"));
    const carousel = join(ui, "dist", "components", "carousel.js");
    const code = readFileSync(carousel, "utf8");
    expect(code.startsWith(USE_CLIENT)).toBe(true);
    // A new file, not an edit: the installed one is a hard link into pnpm's store.
    rmSync(carousel);
    writeFileSync(carousel, code.slice(USE_CLIENT.length));
    try {
      const { code: exit, output } = await run(
        "pnpm",
        ["exec", "next", "build"],
        appDir("next-app"),
      );
      expect(exit, tail(output)).not.toBe(0);
      expect(output).toMatch(/Error occurred prerendering page "\/"/);
      expect(explainServerHooks(output)).not.toBe("");
    } finally {
      rmSync(carousel);
      writeFileSync(carousel, code);
    }
  });
});
