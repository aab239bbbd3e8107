import { copyFile } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { adminRouteKeys, routes } from "@novaline/content";
import { prerenderPaths } from "./src/lib/site-paths";

// A static site: every public path is rendered to HTML at build time and hydrates into the SPA.
const config: Config = {
  appDirectory: "src",
  ssr: false,
  prerender: () => [
    ...prerenderPaths(),
    ...adminRouteKeys.map((key) => routes[key]),
    "/404",
    "/blog/rss.xml",
    "/sitemap.xml",
    "/robots.txt",
  ],
  // Static hosts serve /404.html for paths they do not know.
  async buildEnd({ reactRouterConfig }) {
    const client = join(reactRouterConfig.buildDirectory, "client");
    await copyFile(join(client, "404", "index.html"), join(client, "404.html"));
  },
};

export default config;
