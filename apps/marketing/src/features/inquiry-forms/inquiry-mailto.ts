/**
 * A `mailto:` link that opens the visitor's e-mail app with their inquiry written out: the
 * filled-in fields as `Label: value` lines, then the message. Empty fields are left out.
 * @example inquiryMailto("hello@novaline.ai", "Message", [["Full name", "Jane"]], "Hi")
 * // "mailto:hello@novaline.ai?subject=Message&body=Full%20name%3A%20Jane%0A%0AHi"
 */
export function inquiryMailto(
  to: string,
  subject: string,
  fields: readonly (readonly [label: string, value: string | undefined])[],
  message?: string,
): string {
  const lines = fields
    .map(([label, value]) => [label, value?.trim() ?? ""] as const)
    .filter(([, value]) => value !== "")
    .map(([label, value]) => `${label}: ${value}`);
  const body = [lines.join("\n"), message?.trim() ?? ""].filter(Boolean).join("\n\n");
  const query = [`subject=${encodeURIComponent(subject)}`];
  if (body) query.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${to}?${query.join("&")}`;
}
