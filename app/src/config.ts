/**
 * Build-time settings of the app (Vite env, VITE_* variables). The agency API itself needs no
 * setting here: the browser always calls /api on its own origin, and the server proxies it
 * (API_URL in scripts/serve.mjs).
 */

/** Where the app's api client calls the agency API: /api on the page's own origin (the servers proxy it). */
export const API_BASE = '/api';

/**
 * Support contact of the agency-error page. That page shows when agency info is missing, so the
 * agency's own social links are not available: the operator sets VITE_SUPPORT_WHATSAPP_URL at build
 * (an https link, e.g. https://wa.me/8562012345678). Unset (or not https): the button is hidden.
 */
export const SUPPORT_WHATSAPP_URL: string | undefined = supportLink(import.meta.env.VITE_SUPPORT_WHATSAPP_URL);

function supportLink(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    // A bare https://wa.me/ has no number: as good as none.
    return url.protocol === 'https:' && url.pathname.length > 1 ? url.href : undefined;
  } catch {
    return undefined;
  }
}
