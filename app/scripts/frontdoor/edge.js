/**
 * What both front doors run, so they treat cookies and CSP reports alike: the Node server
 * (../server.mjs) imports it, nginx (deploy/nginx.conf) runs it through njs, copied by the build to
 * dist/.server/edge.js. Plain JavaScript that njs 0.7 (Debian 12's libnginx-mod-http-js) runs: no
 * `?.`, no `??`, no Node APIs, one default export (njs modules have no named exports).
 */

/**
 * Session cookies on https: every cookie of the API becomes host-only, with the __Host- prefix
 * (Secure, Path=/, no Domain), which browsers only accept from a secure origin for this exact host:
 * no subdomain can set, shadow or overwrite it. The API keeps its own names: the prefix is removed
 * again from the Cookie header it receives (apiCookies), and only prefixed cookies are passed on.
 */
function secureCookie(cookie) {
  const parts = cookie.split(';').map((part) => part.trim());
  const attributes = parts.slice(1).filter((part) => !/^(path|domain|secure)(=|$)/i.test(part));
  return ['__Host-' + parts[0], 'Path=/'].concat(attributes, ['Secure']).join('; ');
}

/** A Set-Cookie of the agency API as this site sends it on: without the API's Domain, so the browser binds it to this origin; on https, secureCookie. */
function localCookie(cookie, secure) {
  return secure ? secureCookie(cookie) : cookie.replace(/;\s*Domain=[^;]*/i, '');
}

/**
 * The Cookie header for the agency API: on https only the __Host- cookies, under the API's own
 * names. A cookie without the prefix may come from a sibling subdomain (Domain=.parent, "cookie
 * tossing") and would sit beside, or before, the player's own session: it is dropped. On plain
 * http every cookie but a __Host- one (which no browser sends over http) goes on as it is.
 */
function apiCookies(header, secure) {
  return header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && (part.indexOf('__Host-') === 0) === secure)
    .map((part) => (secure ? part.slice('__Host-'.length) : part))
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
  return header ? apiCookies(header, r.variables.dokkham_https === '1') : '';
}

/** js_content of /csp-report: each report one warn line in nginx's error log; always 204. */
function cspReport(r) {
  cspReportLines(r.requestText || '').forEach((line) => r.warn(line));
  r.headersOut['Cache-Control'] = 'no-store';
  r.return(204);
}

export default { secureCookie, localCookie, apiCookies, cspReportLines, apiSetCookies, apiCookie, cspReport };
