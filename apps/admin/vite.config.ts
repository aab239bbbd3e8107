import { dirname, join } from "node:path";
import { createRequire } from "node:module";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { themeScript } from "@novaline/ui/theme-script";
import { defineConfig, loadEnv, type Plugin } from "vite";
import { EMULATOR_HOSTNAME, localFirebaseProject } from "../../tooling/auth-emulator.ts";
import { withPolicyMeta } from "../../tooling/content-security-policy.ts";
import { adminContentSecurityPolicy } from "./security/content-security-policy.js";
import { adminDeploySettingProblems, deploySettings } from "./vite-plugins/deploy-settings.js";
import { firebaseWebConfig } from "./src/auth/firebase-config.js";
import { inquiryApiUrl } from "./src/inquiries/inquiry-api-url.js";

/** The saved or system theme goes on <html> before first paint, as on the public site. */
const themeBeforePaint: Plugin = {
  name: "novaline-theme-before-paint",
  transformIndexHtml: () => [{ tag: "script", children: themeScript, injectTo: "head-prepend" }],
};

/**
 * Without a configured project, the app uses the local one (`.firebaserc`, a demo- project) on
 * the Auth emulator (port from FIREBASE_AUTH_EMULATOR_PORT or firebase.json). A real project
 * must never be built against the emulator.
 */
function firebaseDefaults(env: Record<string, string>): Record<string, string> {
  if (env.VITE_FIREBASE_PROJECT_ID) {
    if (env.VITE_FIREBASE_AUTH_EMULATOR_HOST && !env.VITE_FIREBASE_PROJECT_ID.startsWith("demo-")) {
      throw new Error(
        `VITE_FIREBASE_AUTH_EMULATOR_HOST is set for the real project ${env.VITE_FIREBASE_PROJECT_ID}.`,
      );
    }
    return {};
  }
  const local = localFirebaseProject();
  const port = process.env.FIREBASE_AUTH_EMULATOR_PORT ?? String(local.authEmulatorPort);
  return {
    VITE_FIREBASE_PROJECT_ID: local.projectId,
    VITE_FIREBASE_API_KEY: "demo-api-key",
    VITE_FIREBASE_AUTH_EMULATOR_HOST: `${EMULATOR_HOSTNAME}:${port}`,
  };
}

/**
 * The built page carries its Content-Security-Policy, for the API and Firebase Auth this build
 * talks to, with the hash of its inline theme script (firebase.json adds the header-only rules).
 */
const contentSecurityPolicy = (env: Record<string, string>): Plugin => ({
  name: "novaline-content-security-policy",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler: (html) =>
      withPolicyMeta(html, adminContentSecurityPolicy(inquiryApiUrl(env), firebaseWebConfig(env))),
  },
});

export default defineConfig(({ mode }) => {
  const configured = loadEnv(mode, process.cwd(), "VITE_");
  // The deploy's build (`build:production`) stops without its settings rather than fall back to
  // the local defaults below.
  const problems = mode === "production" ? adminDeploySettingProblems(configured) : [];
  const defaults = problems.length > 0 ? {} : firebaseDefaults(configured);
  return {
    plugins: [
      deploySettings(problems),
      react(),
      tailwindcss(),
      themeBeforePaint,
      contentSecurityPolicy({ ...configured, ...defaults }),
    ],
    define: Object.fromEntries(
      Object.entries(defaults).map(([name, value]) => [
        `import.meta.env.${name}`,
        JSON.stringify(value),
      ]),
    ),
    // `pnpm start`'s admin: ADMIN_PORT, default 5174 (and nothing else: the site links here).
    server: { port: Number(process.env.ADMIN_PORT ?? 5174), strictPort: true },
    build: {
      rolldownOptions: {
        output: {
          // Firebase and React change less often than the app: their own chunks stay cached.
          codeSplitting: {
            groups: [
              { name: "firebase", test: /node_modules[\\/](@firebase|firebase)[\\/]/ },
              {
                name: "react",
                test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              },
            ],
          },
        },
      },
    },
    // The favicon and logo come from @novaline/content, like the public site's.
    publicDir: join(
      dirname(createRequire(import.meta.url).resolve("@novaline/content/package.json")),
      "public",
    ),
  };
});
