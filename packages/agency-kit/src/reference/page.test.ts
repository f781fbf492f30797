import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../openapi';
import { CSP, renderReferencePage, scriptJson } from './page';

const openapi = JSON.parse(readFileSync(OPENAPI_PATH, 'utf8')) as { info: { title: string } };

describe('the API reference page', () => {
  const page = renderReferencePage(openapi);
  const markup = page.replace(/<script>[\s\S]*?<\/script>/g, '<script></script>');

  it('is one file: Redoc and the document inlined, nothing loaded from anywhere', () => {
    expect(markup).not.toMatch(/\s(src|href)=/);
    expect(markup).not.toMatch(/<link/);
    expect(markup).toContain(`<meta http-equiv="Content-Security-Policy" content="${CSP}">`);
    expect(CSP).toMatch(/default-src 'none'/);
    expect(CSP).not.toMatch(/https?:/);
    expect(page).toContain('Redoc.init(');
  });

  it('carries openapi.json as it is', () => {
    const init = page.slice(page.lastIndexOf('<script>Redoc.init(') + '<script>Redoc.init('.length);
    const json = init.slice(0, init.indexOf(', {"expandResponses"'));
    expect(JSON.parse(json)).toEqual(openapi);
  });

  it('keeps inlined JSON and code from closing their <script>', () => {
    expect(scriptJson({ text: '</script><img src=x>' })).not.toContain('</script');
    expect(JSON.parse(scriptJson({ text: '</script>\u2028' }))).toEqual({ text: '</script>\u2028' });
    expect(() => renderReferencePage(openapi, 'var a = "</script>";')).toThrow(/cannot be inlined/);
  });
});
