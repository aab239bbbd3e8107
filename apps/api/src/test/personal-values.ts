/**
 * What a visitor's personal data looks like in the values the tests send: any e-mail address, any
 * phone number in E.164 or as typed with its country code, and the names and words of the test
 * inquiries and calls. The test run fails when its API logs hold any of them.
 */
const PATTERNS: readonly RegExp[] = [
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g,
  /\+\d[\d ().-]{7,}\d/g,
  /\bJane\b|\bCooper\b|\bmiss calls\b|\b(AI|User): |https?:\/\/recordings\b/gi,
];

/** The personal values found in `text`, each once. */
export function personalValuesIn(text: string): string[] {
  const found = new Set<string>();
  for (const pattern of PATTERNS) for (const match of text.matchAll(pattern)) found.add(match[0]);
  return [...found];
}
