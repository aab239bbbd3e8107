import { dirname, join } from "node:path";
import { createRequire } from "node:module";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { themeScript } from "@novaline/ui/theme-script";
import { defineConfig, loadEnv, type Plugin } from "vite";
import { EMULATOR_HOSTNAME, localFirebaseProject } from "../../tooling/auth-emulator.mjs";

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
function firebaseDefaults(mode: string) {
  const env = loadEnv(mode, process.cwd(), "VITE_FIREBASE_");
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
    "import.meta.env.VITE_FIREBASE_PROJECT_ID": JSON.stringify(local.projectId),
    "import.meta.env.VITE_FIREBASE_API_KEY": JSON.stringify("demo-api-key"),
    "import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_HOST": JSON.stringify(
      `${EMULATOR_HOSTNAME}:${port}`,
    ),
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), themeBeforePaint],
  define: firebaseDefaults(mode),
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
}));
