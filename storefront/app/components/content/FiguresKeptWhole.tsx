/** A figure (a number, or a range such as "1-2") with the word after it, its unit. */
const FIGURE_AND_UNIT = /(\d+(?:[-–]\d+)?\s+\p{L}+)/u;

/**
 * The shop's sentence with each figure kept on one line with its unit, so that "1-2 business
 * days" never breaks as "1-" / "2" and "48 hours" never leaves its number at a line's end.
 */
export function FiguresKeptWhole({ text, className }: { text: string; className?: string }) {
  // Splitting at a capturing pattern puts the figures at the odd places.
  return text.split(FIGURE_AND_UNIT).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className={className}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
