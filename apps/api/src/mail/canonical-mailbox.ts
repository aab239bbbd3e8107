// Which mailbox an e-mail address reaches, for counting what we send there (the confirmation
// quota, recipient-quota.ts). The address itself is what we store and send to; only the count
// is keyed on this.

/** Domains whose mail Gmail delivers: dots in the local part are ignored there. */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The canonical form of the mailbox `address` reaches, so that its spellings share one quota:
 *
 * - the whole address in lower case (surrounding blanks dropped);
 * - a `+tag` dropped from the local part at every domain: plus addressing delivers
 *   `jane+anything@clinic.com` to `jane@clinic.com` at Gmail, Outlook, iCloud, Fastmail, Proton
 *   and most self-hosted servers, and a key that merges two real mailboxes only shares their
 *   quota; an address that is all tag (`+x@clinic.com`) keeps an empty local part;
 * - at `gmail.com` and `googlemail.com`, the dots of the local part dropped and the domain
 *   written `gmail.com` (`V.ictim+2@googlemail.com` is `victim@gmail.com`).
 *
 * Other providers' aliases (Yahoo's `-` addresses, a catch-all domain) are not recognised. A
 * string without `@` comes back only trimmed and lower-cased.
 *
 * @example canonicalMailbox("V.ictim+news@GoogleMail.com") // "victim@gmail.com"
 * @example canonicalMailbox("jane.doe+x@clinic.com") // "jane.doe@clinic.com"
 */
export function canonicalMailbox(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus >= 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}
