/**
 * A number the phone demo never calls, as staff see it: a hint (`+44 ••• 56`), never the number.
 * @public
 */
export interface DoNotCallEntry {
  /** The number's keyed hash, the entry's id. */
  readonly id: string;
  readonly hint: string;
  /** `staff` added it, or the visitor asked during a demo call (`call`). */
  readonly source: "staff" | "call";
  /** The staff member's e-mail address, for `staff`. */
  readonly addedBy: string | null;
  readonly createdAt: string;
}

/** What adding a number answers: the entry, and whether it was already listed. @public */
export interface DoNotCallAdded {
  readonly entry: DoNotCallEntry;
  readonly alreadyListed: boolean;
}

/** What staff send to add a number: the number with its country code. @public */
export interface DoNotCallInput {
  readonly phone: string;
}
