import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compileHints } from "./vite-plugins/compile-hints.ts";
import { deploySettings } from "./vite-plugins/deploy-settings.ts";
import { directDynamicImports } from "./vite-plugins/direct-dynamic-imports.ts";
import { hoistLazyImports } from "./vite-plugins/hoist-lazy-imports.ts";
import { slimLucide } from "./vite-plugins/slim-lucide.ts";
import { stacklessReactSentinels } from "./vite-plugins/stackless-react-sentinels.ts";

// Images, logos and favicons live with the copy in @novaline/content; the site serves them as is.
const contentPublicDir = join(
  dirname(createRequire(import.meta.url).resolve("@novaline/content/package.json")),
  "public",
);

export default defineConfig({
  plugins: [
    deploySettings(),
    slimLucide(),
    tailwindcss(),
    reactRouter(),
    directDynamicImports(),
    // Every page loads the client entry and the root route (the shell) before anything lazy.
    hoistLazyImports({ alwaysLoaded: (chunk) => ["entry.client", "root"].includes(chunk.name) }),
    // React, React DOM and React Router (the "framework" chunk below) run nearly whole to hydrate.
    compileHints({ hinted: (chunk) => chunk.name === "framework" }),
    // Loading React DOM makes no error, so DevTools (Lighthouse) records no stack for one.
    stacklessReactSentinels(),
  ],
  // The prerender bundles lucide-react too, so that it renders the icons the browser hydrates.
  ssr: { noExternal: ["lucide-react"] },
  publicDir: contentPublicDir,
  // `pnpm start`'s site: SITE_PORT, default 5173.
  server: { port: Number(process.env.SITE_PORT ?? 5173), strictPort: true },
  // In development, Vite pre-bundles a dependency the first time a page imports it and then
  // reloads the page. The deferred sections and @novaline/ui import theirs late, so the first
  // visit reloaded several times, and a reload in the middle of the phone demo lost its call.
  // Listed here, they are pre-bundled at start.
  optimizeDeps: {
    include: [
      "@hookform/resolvers/standard-schema",
      "@tanstack/react-query",
      "libphonenumber-js/max",
      "lucide-react",
      "react-hook-form",
      "@novaline/inquiry > zod/mini",
      "@novaline/voice-core > @vapi-ai/web",
      ...[
        "@radix-ui/react-accordion",
        "@radix-ui/react-checkbox",
        "@radix-ui/react-compose-refs",
        "@radix-ui/react-dialog",
        "@radix-ui/react-dropdown-menu",
        "@radix-ui/react-select",
        "@radix-ui/react-slot",
        "@radix-ui/react-tabs",
        "@radix-ui/react-use-controllable-state",
        "class-variance-authority",
        "clsx",
        "embla-carousel-react",
        "sonner",
        "tailwind-merge",
      ].map((name) => `@novaline/ui > ${name}`),
    ],
  },
  build: {
    // Lazy chunks (deferred sections, the voice panel, toasts) load their own imports, each naming
    // all it needs (hoistLazyImports()) so that they arrive in one round trip. Vite's
    // preload helper and dependency map would cost every page's first load ~1 KB gzip; see
    // directDynamicImports() for the helper itself.
    modulePreload: false,
    sourcemap: process.env.SOURCEMAP === "1",
    // Shared and lazy chunks are named by their hash alone: shorter imports and manifest on every
    // page, and no file name ("track", "consent", "ads"…) that a content blocker could refuse.
    rolldownOptions: {
      output: {
        chunkFileNames: "assets/[hash].js",
        // React, React DOM and React Router in one chunk. Every page loads all three before it
        // hydrates; left to itself Rolldown spreads them over the entry and several shared
        // chunks, each compressed alone and importing the others by name. One chunk is ~1 KB
        // gzip smaller on every page (first-load-budgets.json), and stays cached across our
        // own deploys.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
