/** A policy as directive name → sources (an empty list for a directive without sources). */
export type PolicyDirectives = Readonly<Record<string, readonly string[]>>;
/** The `'sha256-…'` source of each inline script of `html` that the browser would run. */
export declare function inlineScriptHashes(html: string): string[];
/** `directives` as a policy string, sources de-duplicated. */
export declare function serializePolicy(directives: PolicyDirectives): string;
/** `html` with its policy <meta> at the top of <head>, the page's inline-script hashes in `script-src`. */
export declare function withPolicyMeta(html: string, directives: PolicyDirectives): string;
/** The origin of `url`, or undefined when it is not an absolute URL. */
export declare function originOf(url: string | undefined): string | undefined;
