import { defineConfig } from "drizzle-kit";

// `pnpm db:generate` writes a new versioned SQL migration to drizzle/ from src/db/schema.ts.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./drizzle",
});
