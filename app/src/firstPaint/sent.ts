import { SENT_KEY } from '../lib/firstPaintNames';

/** What the head script left for the app: a request it sent from the shell, and its answer to come. */
export interface SentRequest {
  url: string;
  body: string;
  response: Promise<Response>;
  /** Set when the request failed (no answer at all): the head script sends a later early submit again. */
  failed?: boolean;
}

type Holder = { [SENT_KEY]?: SentRequest };

/** The request the shell sent and the app has not taken yet, if any (the login route lets its form take it, rather than redirect a player it signed in). */
export const sentRequest = (): SentRequest | undefined => (globalThis as Holder)[SENT_KEY];

/**
 * Forgets the shell's request: the take-over calls it when no submit of the app's will take it (the
 * page changed, or no form was queued), so an answer never waits for a login much later.
 */
export function forgetSent(): void {
  delete (globalThis as Holder)[SENT_KEY];
}

/**
 * The api client's fetch: a request the shell already sent (headScript.ts, for a form submitted
 * before the app took over) is not sent again; the app's first POST to its URL takes its answer
 * when the body is the same text (what the player submitted, in the contract's field order: the
 * form's), else is sent as usual. Taken once either way: a later submit is a new request.
 */
export const fetchTakingSent: typeof fetch = (input, init) => {
  const sent = sentRequest();
  if (sent && init?.method === 'POST' && input === sent.url) {
    forgetSent();
    if (init.body === sent.body) return sent.response;
  }
  return fetch(input, init);
};
