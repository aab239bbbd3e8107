import { dirname, join } from "node:path";
import { createRequire } from "node:module";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
  // The favicon and logo come from @novaline/content, like the public site's.
  publicDir: join(
    dirname(createRequire(import.meta.url).resolve("@novaline/content/package.json")),
    "public",
  ),
});
