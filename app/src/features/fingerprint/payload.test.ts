import { FINGERPRINT_FIELD_MAX, FingerprintPayload } from '@dokkham/api';
import type { GetResult } from '@fingerprintjs/fingerprintjs';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { toFingerprintPayload } from './payload';

const facts = { userAgent: 'Mozilla/5.0 (Linux; Android 14)', screenWidth: 390, screenHeight: 844 };

const ok = <T,>(value: T) => ({ value, duration: 1 });
const failed = { error: new Error('blocked'), duration: 1 };

function result(components: Record<string, unknown>): Pick<GetResult, 'visitorId' | 'version' | 'components'> {
  return { visitorId: 'f00d', version: '5.2.0', components: components as unknown as GetResult['components'] };
}

describe('toFingerprintPayload', () => {
  it('maps the components to the SPEC §3 payload', () => {
    const payload = toFingerprintPayload(
      result({
        screenResolution: ok([1080, 2400]),
        timezone: ok('Asia/Vientiane'),
        plugins: ok([{ name: 'PDF Viewer', description: '', mimeTypes: [] }, { name: 'Chrome PDF Viewer', description: '', mimeTypes: [] }]),
        webGlBasics: ok({
          version: 'WebGL 1.0',
          vendor: 'WebKit',
          vendorUnmasked: 'Qualcomm',
          renderer: 'WebKit WebGL',
          rendererUnmasked: 'Adreno (TM) 640',
          shadingLanguageVersion: 'WebGL GLSL ES 1.0',
        }),
        audio: ok(124.04347527516074),
        platform: ok('Linux armv8l'),
        deviceMemory: ok(8),
        fonts: ok(['Noto Sans Lao', 'Roboto']),
        languages: ok([['lo-LA'], ['lo-LA', 'th-TH', 'en']]),
        hardwareConcurrency: ok(8),
        vendor: ok('Google Inc.'),
      }),
      facts,
    );
    expect(payload).toEqual({
      screen: '1080x2400',
      version: '5.2.0',
      timezone: 'Asia/Vientiane',
      userAgent: facts.userAgent,
      plugins: 'PDF Viewer,Chrome PDF Viewer',
      webGL: {
        version: 'WebGL 1.0',
        vendor: 'WebKit',
        vendorUnmasked: 'Qualcomm',
        renderer: 'WebKit WebGL',
        rendererUnmasked: 'Adreno (TM) 640',
        shadingLanguageVersion: 'WebGL GLSL ES 1.0',
      },
      audio: '124.04347527516074',
      platform: 'Linux armv8l',
      fingerprint: 'f00d',
      memory: '8',
      fonts: 'Noto Sans Lao,Roboto',
      languages: 'lo-LA,th-TH,en',
      hardwareConcurrency: '8',
      vendor: 'Google Inc.',
    });
    expect(z.safeParse(FingerprintPayload, payload).success).toBe(true);
  });

  it('failed or missing sources give empty values, never a failed report', () => {
    const payload = toFingerprintPayload(
      result({ webGlBasics: ok(-1), audio: failed, fonts: failed, screenResolution: ok([null, null]) }),
      facts,
    );
    expect(payload.screen).toBe('390x844');
    expect(payload.webGL).toEqual({ version: '', vendor: '', vendorUnmasked: '', renderer: '', rendererUnmasked: '', shadingLanguageVersion: '' });
    expect(payload.audio).toBe('');
    expect(payload.fonts).toBe('');
    expect(payload.plugins).toBe('');
    expect(payload.memory).toBe('');
    expect(payload.fingerprint).toBe('f00d');
    expect(z.safeParse(FingerprintPayload, payload).success).toBe(true);
  });

  it('leaves out characters the contract refuses (controls, bidi, half a surrogate pair), so the report is still taken', () => {
    const payload = toFingerprintPayload(result({ fonts: ok(['Noto\u0000 Sans', '\u202EArial']) }), { ...facts, userAgent: `Mozilla\r\n${'u'.repeat(FINGERPRINT_FIELD_MAX - 10)}😀` });
    expect(payload.fonts).toBe('Noto Sans,Arial');
    expect(payload.userAgent.startsWith('Mozillauuu')).toBe(true);
    expect(payload.userAgent).not.toMatch(/[\uD800-\uDFFF]/);
    expect(z.safeParse(FingerprintPayload, payload).success).toBe(true);
  });

  it('clips long facts to the contract maximum, so a device with many fonts still reports', () => {
    const fonts = Array.from({ length: 2000 }, (_, i) => `Font number ${i}`);
    const payload = toFingerprintPayload(result({ fonts: ok(fonts) }), { ...facts, userAgent: 'u'.repeat(10_000) });
    expect(payload.fonts.length).toBe(FINGERPRINT_FIELD_MAX);
    expect(payload.userAgent.length).toBe(FINGERPRINT_FIELD_MAX);
    expect(z.safeParse(FingerprintPayload, payload).success).toBe(true);
  });
});
