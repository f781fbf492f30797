/**
 * What both front doors run, so they treat cookies and CSP reports alike: the Node server
 * (../server.mjs) imports it, nginx (deploy/nginx.conf) runs it through njs, copied by the build to
 * dist/.server/edge.js. Plain JavaScript that njs 0.7 (Debian 12's libnginx-mod-http-js) runs: no
 * `?.`, no `??`, no Node APIs, one default export (njs modules have no named exports).
 */

/**
 * Session cookies on https: Secure and, when the cookie is host-wide (Path=/, no Domain), the
 * __Host- prefix, which browsers only accept from a secure origin for this exact host (no
 * subdomain can set or shadow it). The agency API keeps its own names: the prefix is removed again
 * from the Cookie header it receives (unprefixCookies).
 */
function secureCookie(cookie) {
  const out = /;\s*Secure\b/i.test(cookie) ? cookie : cookie + '; Secure';
  const hostWide = /;\s*Path=\/(;|$)/i.test(out) && !/;\s*Domain=/i.test(out);
  if (hostWide && out.indexOf('__Host-') !== 0 && out.indexOf('__Secure-') !== 0) return '__Host-' + out;
  return out;
}

/** A Set-Cookie of the agency API as this site sends it on: without the API's Domain, so the browser binds it to this origin; on https, secureCookie. */
function localCookie(cookie, secure) {
  const local = cookie.replace(/;\s*Domain=[^;]*/i, '');
  return secure ? secureCookie(local) : local;
}

/** The Cookie header for the agency API: its own cookie names, without our __Host- prefix. */
function unprefixCookies(header) {
  return header
    .split(';')
    .map((part) => part.trim().replace(/^__Host-/, ''))
    .join('; ');
}

const first = (values) => values.filter((value) => typeof value === 'string' && value !== '')[0];

/**
 * A CSP report body (report-uri's application/csp-report, or report-to's application/reports+json
 * list) as log lines: "[csp] <directive> <blocked> on <page>", one per report, at most 10, each at
 * most 300 characters on one line. A body that is not JSON, or a report naming neither a directive
 * nor what was blocked, gives none.
 */
function cspReportLines(text) {
  let json;
  try {
    json = JSON.parse(text);
    // oxlint-disable-next-line no-unused-vars -- njs 0.7 has no `catch {` without a binding
  } catch (error) {
    return [];
  }
  const reports = Array.isArray(json)
    ? json.map((report) => (report && report.body) || {})
    : [(json && json['csp-report']) || {}];
  return reports
    .slice(0, 10)
    .map((r) => [first([r['effective-directive'], r.effectiveDirective, r['violated-directive']]), first([r['blocked-uri'], r.blockedURL]), first([r['document-uri'], r.documentURL])])
    .filter((parts) => parts[0] || parts[1])
    .map((parts) => ('[csp] ' + [parts[0], parts[1], 'on', parts[2]].filter(Boolean).join(' ')).replace(/[\r\n]+/g, ' ').slice(0, 300));
}

// nginx entry points (`r` is njs's request object).

/** js_header_filter of /api: the API's Set-Cookie made local (and secure on https). */
function apiSetCookies(r) {
  const cookies = r.headersOut['Set-Cookie'];
  if (!cookies || cookies.length === 0) return;
  const secure = r.variables.dokkham_https === '1';
  r.headersOut['Set-Cookie'] = cookies.map((cookie) => localCookie(cookie, secure));
}

/** js_set $dokkham_api_cookie: the Cookie header passed to the API (empty: none). */
function apiCookie(r) {
  const header = r.variables.http_cookie;
  return header ? unprefixCookies(header) : '';
}

/** js_content of /csp-report: each report one warn line in nginx's error log; always 204. */
function cspReport(r) {
  cspReportLines(r.requestText || '').forEach((line) => r.warn(line));
  r.headersOut['Cache-Control'] = 'no-store';
  r.return(204);
}

export default { secureCookie, localCookie, unprefixCookies, cspReportLines, apiSetCookies, apiCookie, cspReport };
