import { Fragment } from 'react';
import { PHRASE_BREAK, splitPhrases } from './phrases';
import * as s from './Phrases.css';

export interface PhrasesProps {
  /** A translated text; its spaces and zero-width spaces (U+200B) mark where lines may break. */
  children: string;
}

/**
 * Text whose lines break only between phrases, never inside one: for headlines, where a syllable
 * or a short word alone on a line (th 'นาที', lo 'ບໍ່ | ເທົ່າໃດ') reads badly. Lao, Thai and
 * Chinese have no spaces between words, so their texts mark phrase ends with U+200B. Keep phrases
 * short (a few words): one never wraps, so it must fit the narrowest screen. Combine with
 * `text-wrap: balance` on the heading for even lines. Text content and accessible name stay the
 * translation, unchanged.
 */
export function Phrases({ children }: PhrasesProps) {
  const parts = splitPhrases(children);
  // No break marks (a Chinese sentence): one phrase would never wrap; let the text break as usual.
  if (parts.length === 1) return <>{children}</>;
  return (
    <>
      {parts.map((part, index) =>
        part === ' ' || part === PHRASE_BREAK ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <span key={index} className={s.phrase}>
            {part}
          </span>
        ),
      )}
    </>
  );
}
