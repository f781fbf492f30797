import { useReportFingerprint } from '@dokkham/api';
import { useEffect } from 'react';
import { parseRecord, recordKey, reportedRecord, serializeRecord, shouldReport } from './decision';
import { FINGERPRINT_AFTER_MS, getFingerprint, whenIdle } from './load';

// One check per agent and page load, even when the layout mounts twice (StrictMode, remounts).
const checked = new Set<string>();

function readRecord(agentId: string) {
  try {
    return parseRecord(window.localStorage.getItem(recordKey(agentId)));
  } catch {
    return undefined;
  }
}

/**
 * Reports the browser fingerprint of a signed-in player (SPEC §4): FINGERPRINT_AFTER_MS after the
 * layout mounts, when the browser is idle, fingerprintjs is loaded and the payload sent if `shouldReport` says so;
 * on success the day and visitor id are stored for the agent. Failures are silent: the next page
 * load tries again. Used by the /player layout (HOOK(fingerprint)).
 */
export function useFingerprintReporting(agentId: string | undefined): void {
  // mutateAsync is stable for the life of the component (TanStack Query).
  const { mutateAsync: report } = useReportFingerprint();

  useEffect(() => {
    if (!agentId || checked.has(agentId)) return;
    return whenIdle(() => {
      if (checked.has(agentId)) return;
      checked.add(agentId);
      void (async () => {
        try {
          const fingerprint = await getFingerprint();
          const now = new Date();
          if (!shouldReport(readRecord(agentId), fingerprint.fingerprint, now)) return;
          await report({ fingerprint });
          window.localStorage.setItem(recordKey(agentId), serializeRecord(reportedRecord(fingerprint.fingerprint, now)));
        } catch {
          // Not worth bothering the player: tried again when the layout mounts again or on the
          // next page load.
          checked.delete(agentId);
        }
      })();
    }, undefined, FINGERPRINT_AFTER_MS);
  }, [agentId, report]);
}
