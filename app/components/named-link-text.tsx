/**
 * A link's text when it shows a short label ("More information") but its accessible name says
 * where it leads ("More information about Home insurance"): the rest of the name follows the
 * label, visually hidden. Search engines and Lighthouse's link-text audit read the link's
 * text, not its aria-label, and "More information" alone describes nothing to them.
 * Give the link aria-label={name} too, so assistive technology reads the name as one phrase.
 */
export function NamedLinkText({ label, name }: { label: string; name: string }) {
  // Every language's name starts with the label (tests/unit/label-in-name.test.ts); otherwise the whole name.
  const rest = name.startsWith(label) ? name.slice(label.length) : ` ${name}`;
  return (
    <>
      {label}
      <span className="visually-hidden">{rest}</span>
    </>
  );
}
