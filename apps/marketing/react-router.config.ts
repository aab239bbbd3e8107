import { copyFile, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { adminRouteKeys, booking, routes } from "@novaline/content";
import { withPolicyMeta } from "../../tooling/content-security-policy.ts";
import { siteContentSecurityPolicy } from "./security/content-security-policy";
import { prerenderPaths } from "./src/shared/site-paths";
import { hydrateAfterPaint } from "./scripts/hydrate-after-paint";
import { withRouteModule } from "./scripts/with-route-module";

// A static site: every public path is rendered to HTML at build time and hydrates into the SPA.
const config: Config = {
  appDirectory: "src",
  // A build elsewhere (SITE_BUILD_DIR) leaves the tested build/ in place: the deploy-settings
  // test runs a production build that must fail, and React Router empties its folder first.
  buildDirectory: process.env.SITE_BUILD_DIR ?? "build",
  ssr: false,
  // Off on purpose (on by default): the one route module it would split is a one-line fallback,
  // and scripts/hydrate-after-paint.ts reads the hydration script it would change.
  splitRouteModules: false,
  prerender: () => [
    ...prerenderPaths(),
    ...adminRouteKeys.map((key) => routes[key]),
    "/404",
    "/blog/rss.xml",
    "/sitemap.xml",
    "/robots.txt",
  ],
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const client = join(reactRouterConfig.buildDirectory, "client");
    // Every page carries its Content-Security-Policy, with the hashes of its own inline scripts.
    const env = viteConfig.env as Record<string, string | undefined>;
    const policy = siteContentSecurityPolicy(
      {
        apiUrl: env.VITE_API_URL,
        bookingUrl: env.VITE_BOOKING_URL,
        sentryDsn: env.VITE_SENTRY_DSN,
        metaPixelId: env.VITE_META_PIXEL_ID,
        turnstileSiteKey: env.VITE_TURNSTILE_SITE_KEY,
      },
      booking.schedulingUrl,
    );
    const pages = (await readdir(client, { recursive: true })).filter((file) =>
      file.endsWith(".html"),
    );
    // Before the pages get their policies: the 404 page also loads the blog post's route module
    // (see withRouteModule).
    const notFound = join(client, "404", "index.html");
    const post = pages.find((file) => /^blog\/[^/]+\/index\.html$/.test(file));
    if (post) {
      await writeFile(
        notFound,
        withRouteModule(
          await readFile(notFound, "utf8"),
          await readFile(join(client, post), "utf8"),
          "routes/blog-post",
        ),
      );
    }
    // Each page fetches its code once it has painted (see hydrateAfterPaint), then gets its
    // policy, which hashes the hydration script as rewritten.
    await Promise.all(
      pages.map(async (file) => {
        const path = join(client, file);
        const html = hydrateAfterPaint(await readFile(path, "utf8"));
        await writeFile(path, withPolicyMeta(html, policy));
      }),
    );
    // Static hosts serve /404.html for paths they do not know.
    await copyFile(join(client, "404", "index.html"), join(client, "404.html"));
  },
};

export default config;
