import { config } from "zod/mini";

// The page's Content-Security-Policy forbids eval. Zod compiles its object validators with
// `new Function` when it may, and probes for it when a schema is defined: the refused probe is
// reported as a policy violation. Without compiling, it validates the same, never probing. This
// must run before any schema is defined, so main.tsx imports this module first.
config({ jitless: true });
