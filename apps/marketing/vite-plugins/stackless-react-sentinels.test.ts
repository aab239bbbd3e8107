// @vitest-environment node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { runInThisContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { REACT_SENTINELS, withStacklessSentinels } from "./stackless-react-sentinels";

const require = createRequire(import.meta.url);
const reactDomClient = readFileSync(
  join(dirname(require.resolve("react-dom/package.json")), "cjs/react-dom-client.production.js"),
  "utf8",
);

describe("withStacklessSentinels", () => {
  it("rewrites each of React DOM's five sentinels, and no other error it makes", () => {
    const { code, rewritten } = withStacklessSentinels(reactDomClient);
    expect(rewritten.toSorted()).toEqual([...REACT_SENTINELS].toSorted());
    for (const name of REACT_SENTINELS) {
      expect(code).not.toMatch(new RegExp(`\\b${name} = Error\\(`));
    }
    // The errors React reports (a hydration mismatch, a component's error) are made as before.
    const errorsMade = (text: string) => text.match(/\bError\(/g)?.length ?? 0;
    expect(errorsMade(code)).toBe(errorsMade(reactDomClient) - REACT_SENTINELS.length);
  });

  it("makes sentinels that are errors with React's message, each its own, with no stack", () => {
    const { code } = withStacklessSentinels(
      "var SuspenseException = Error(formatProdErrorMessage(460)),\n" +
        "  SuspenseyCommitException = Error(formatProdErrorMessage(474));",
    );
    // Run as React DOM's module runs; the Error it sees is Node's, not the test's sandbox's.
    const made = runInThisContext(
      `(function (formatProdErrorMessage) {\n${code}\nreturn [SuspenseException, SuspenseyCommitException, Error];\n})`,
    ) as (format: (code: number) => string) => [Error, Error, ErrorConstructor];
    const [suspense, commit, RealmError] = made(
      (errorCode) => `Minified React error #${String(errorCode)}`,
    );
    expect(suspense).toBeInstanceOf(RealmError);
    expect(String(suspense)).toBe("Error: Minified React error #460");
    expect(commit.message).toBe("Minified React error #474");
    expect(suspense).not.toBe(commit);
    expect(suspense.stack).toBeUndefined();
  });

  it("leaves code without the sentinels as it is", () => {
    const code = "var error = Error(formatProdErrorMessage(418));";
    expect(withStacklessSentinels(code)).toEqual({ code, rewritten: [] });
  });
});
