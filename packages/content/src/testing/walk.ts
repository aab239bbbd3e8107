// Test support (not built, not exported): walks every value the package exports.

/** Every value reachable from `root`, with the path that leads to it. */
export function* walk(value: unknown, path = "content"): Generator<[string, unknown]> {
  yield [path, value];
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* walk(item, `${path}[${i}]`);
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) yield* walk(item, `${path}.${key}`);
  }
}

/** Every string reachable from `root`, with its path. */
export function stringsOf(root: unknown): [string, string][] {
  return [...walk(root)].filter((entry): entry is [string, string] => typeof entry[1] === "string");
}

/**
 * Whether a path holds one client's own account (a testimonial, a clinic's reported result) or
 * the exact words of a recording: their figures are that business's, not our claims.
 */
export function isClientAccount(path: string): boolean {
  return (
    /\.(testimonials|landingTestimonials|aiCallerTestimonials|aiChatbotTestimonials|testimonialVideos)\b/.test(
      path,
    ) ||
    /\.testimonials\.items\b/.test(path) ||
    /\.landingPage\.stats\b/.test(path) ||
    /\.testimonialVideos\.videos\b/.test(path) ||
    /\.hero\.video\b/.test(path) ||
    path.endsWith(".transcript")
  );
}
