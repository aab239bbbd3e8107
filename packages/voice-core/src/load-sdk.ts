import { field } from "./failure-reasons";
import type { VapiConstructor } from "./sdk-types";

/**
 * Finds the `Vapi` class in a module namespace: depending on the bundler and on ESM/CJS interop,
 * it sits at `m.default`, `m.default.default` or is the module itself.
 *
 * @example
 * ```ts
 * const Vapi = resolveVapiConstructor(await import("@vapi-ai/web"));
 * ```
 */
export function resolveVapiConstructor(module: unknown): VapiConstructor {
  let candidate = module;
  for (let depth = 0; depth < 3 && typeof candidate !== "function"; depth++) {
    candidate = field(candidate, "default");
  }
  if (typeof candidate !== "function") {
    throw new TypeError("@vapi-ai/web did not export the Vapi class.");
  }
  return candidate as VapiConstructor;
}

/**
 * The default `loadSdk` of `createVoiceClient`: loads `@vapi-ai/web` with a dynamic `import()`,
 * so the SDK (about 83 KB gzip with Daily) is fetched on first use and never at import time.
 *
 * @example
 * ```ts
 * const Vapi = await loadVapiSdk();
 * const vapi = new Vapi("public-key", undefined, { avoidEval: true });
 * ```
 */
export async function loadVapiSdk(): Promise<VapiConstructor> {
  return resolveVapiConstructor(await import("@vapi-ai/web"));
}
