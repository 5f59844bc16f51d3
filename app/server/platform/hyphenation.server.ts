// Soft hyphens in long words (Dutch compounds: "Arbeidsongeschiktheidsverzekering"), so a narrow
// screen breaks them only where a hyphen may stand, and shows that hyphen (decision 0087).
// Server only: the patterns (about 230 kB for Dutch) never ship to the browser; loaders pass the
// hyphenated text. Debian's Chromium has no hyphenation dictionaries, so CSS `hyphens: auto`
// alone does nothing there.
import de from "hyphen/de/index.js";
import en from "hyphen/en-gb/index.js";
import fr from "hyphen/fr/index.js";
import nl from "hyphen/nl/index.js";
import type { Language } from "~/domain/platform/languages";

export const SOFT_HYPHEN = "\u00ad";

/** Words shorter than this stay whole: they fit any screen from 320 px on. */
const MIN_WORD_LENGTH = 12;
/** No word starts or ends on a stub shorter than this on its own line ("Ar-" no, "-ring" yes). */
const MIN_PART_LENGTH = 4;

const HYPHENATORS: Record<Language, (text: string, options: { hyphenChar: string; minWordLength: number }) => string> = {
  nl: nl.hyphenateSync,
  en: en.hyphenateSync,
  de: de.hyphenateSync,
  fr: fr.hyphenateSync,
};

/**
 * The text with soft hyphens at the hyphenation points of its long words (pattern-based, per
 * language), keeping only points that leave at least MIN_PART_LENGTH letters at either end.
 * Text that already has soft hyphens is returned as it is.
 */
export function hyphenate(text: string, language: Language): string {
  if (text.includes(SOFT_HYPHEN)) return text;
  const hyphenator = HYPHENATORS[language] ?? HYPHENATORS.nl;
  return text.replace(/\p{L}{12,}/gu, (word) => {
    if (word.length < MIN_WORD_LENGTH) return word;
    const parts = hyphenator(word, { hyphenChar: SOFT_HYPHEN, minWordLength: MIN_WORD_LENGTH }).split(SOFT_HYPHEN);
    return keepLongParts(parts).join(SOFT_HYPHEN);
  });
}

/** Drops the points that would leave fewer than MIN_PART_LENGTH letters at the word's start or end. */
function keepLongParts(parts: string[]): string[] {
  const kept = [...parts];
  let first = kept.shift() ?? "";
  while (first.length < MIN_PART_LENGTH && kept.length > 0) first += kept.shift() ?? "";
  let last = kept.pop();
  while (last !== undefined && last.length < MIN_PART_LENGTH && kept.length > 0) last = (kept.pop() ?? "") + last;
  if (last !== undefined && last.length < MIN_PART_LENGTH) return [first + last];
  return last === undefined ? [first] : [first, ...kept, last];
}
