/**
 * Build-time settings of the app (Vite env, VITE_* variables). The agency API itself needs no
 * setting here: the browser always calls /api on its own origin, and the server proxies it
 * (API_URL in scripts/serve.mjs).
 */

/**
 * Support contact of the agency-error page. That page shows when agency info is missing, so the
 * agency's own social links are not available: the operator sets VITE_SUPPORT_WHATSAPP_URL at build.
 */
export const SUPPORT_WHATSAPP_URL: string = import.meta.env.VITE_SUPPORT_WHATSAPP_URL || 'https://wa.me/';
