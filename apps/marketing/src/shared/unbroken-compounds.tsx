/** A number joined to a word by a hyphen: "7-day", "14-minute", "24-hour". */
const NUMBER_COMPOUND = /(\d+-\p{L}+)/u;

/**
 * `text` with each number compound ("7-day") kept on one line. Browsers may end a line after a
 * hyphen, and at 390 px the AI Caller's tagline read "with a 7-" / "day free trial". The text is
 * unchanged for find-in-page, copying and screen readers: only the compound's box is told not to
 * wrap.
 */
export function UnbrokenCompounds({ text }: { text: string }) {
  return text.split(NUMBER_COMPOUND).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
