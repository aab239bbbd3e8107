import type { Plugin } from "vite";

/** React DOM's browser build for production, where the sentinels are made (React 19). */
const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/**
 * The values React DOM throws to itself and recognises by identity (`x === SuspenseException`):
 * never shown, never reported, never read for their message or stack.
 */
export const REACT_SENTINELS = [
  "HydrationMismatchException",
  "SuspenseException",
  "SuspenseyCommitException",
  "SuspenseActionException",
  "SelectiveHydrationException",
] as const;

const SENTINEL = new RegExp(
  `\\b(${REACT_SENTINELS.join("|")}) = Error\\(formatProdErrorMessage\\((\\d+)\\)\\)`,
  "g",
);

/** Makes an error that records no stack: an object of `Error.prototype` with React's message. */
const HELPER =
  "function stacklessReactError(code) { return Object.create(Error.prototype, " +
  "{ message: { value: formatProdErrorMessage(code), writable: true, configurable: true } }); } ";

/**
 * React DOM's code with each sentinel made by a stackless error of the same message (HELPER), so
 * `instanceof Error`, `String()` and identity hold. The helper is a function declaration at the
 * top of the module, hoisted as `formatProdErrorMessage` is, and on its first line, which React
 * DOM's licence comment starts: no line moves, so the source map needs no change.
 */
export function withStacklessSentinels(code: string): { code: string; rewritten: string[] } {
  const rewritten: string[] = [];
  const result = code.replace(SENTINEL, (_match, name: string, errorCode: string) => {
    rewritten.push(name);
    return `${name} = stacklessReactError(${errorCode})`;
  });
  return { code: rewritten.length > 0 ? HELPER + result : code, rewritten };
}

/**
 * Makes React DOM's five sentinel errors without `new Error`, so that loading it costs no stack
 * trace where the browser records them in detail.
 *
 * React DOM makes them as its module is evaluated. With DevTools' Runtime domain enabled (which
 * Lighthouse and PageSpeed Insights do), V8 records a detailed stack, with line and column, for
 * every error made, and the frame under these five is React DOM's whole module function: V8
 * parses those ~140 KB again for their source positions. On a phone-speed CPU that made the task
 * evaluating the page's modules 50–70 ms long, 40–55 ms of it that parse: the last long task of
 * five of the eight Lighthouse pages, which set their Time to Interactive at ~4.3 s. Visitors
 * without DevTools never paid it; Lighthouse's scores did.
 *
 * The build fails if React DOM's code no longer has all five as this expects: then look again
 * (React may have made them lazily itself) rather than ship half of it.
 */
export function stacklessReactSentinels(): Plugin {
  return {
    name: "novaline:stackless-react-sentinels",
    apply: "build",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    transform: {
      filter: { id: REACT_DOM_CLIENT },
      handler(code, id) {
        const { code: rewritten, rewritten: names } = withStacklessSentinels(code);
        const missing = REACT_SENTINELS.filter((name) => !names.includes(name));
        if (missing.length > 0 || names.length !== REACT_SENTINELS.length) {
          this.error(
            `${id}: expected React DOM to make each of ${REACT_SENTINELS.join(", ")} once ` +
              `with Error(formatProdErrorMessage(n)); found ${names.join(", ") || "none"}. ` +
              `See vite-plugins/stackless-react-sentinels.ts.`,
          );
        }
        return { code: rewritten, map: null };
      },
    },
  };
}
