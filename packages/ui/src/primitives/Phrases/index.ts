export { Phrases, type PhrasesProps } from './Phrases';
export { PHRASE_BREAK, splitPhrases } from './phrases';
