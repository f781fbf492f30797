import { queries, type PlayerInfoResponse } from '@dokkham/api';
import { useQuery } from '@tanstack/react-query';

export interface Session {
  /** SPEC §4: signed in is decided by whether player info is available. */
  signedIn: boolean;
  /** Player info (player, credential, bank accounts) when signed in. */
  info: PlayerInfoResponse | undefined;
  /** The first check is still running. */
  checking: boolean;
}

/** The session as the frame shows it (navbar, drawer, bottom bar). Never redirects (player info is exempt from the 401 rule). */
export function useSession(): Session {
  const query = useQuery(queries.session());
  const info = query.data ?? undefined;
  return { signedIn: info !== undefined, info, checking: query.isPending };
}
