/** A zero-width space: where a text without spaces (Lao, Thai, Chinese) may break between phrases. */
export const PHRASE_BREAK = '\u200B';

/** The text cut at its spaces and zero-width spaces, the separators kept as their own parts. */
export function splitPhrases(text: string): string[] {
  return text.split(/([ \u200B])/).filter((part) => part !== '');
}
