import { FINGERPRINT_FIELD_MAX, INVISIBLE_CHARACTER_PATTERN, VISITOR_ID_MAX, type FingerprintPayload } from '@dokkham/api';
import type { GetResult } from '@fingerprintjs/fingerprintjs';

/** What the payload reads from the browser besides fingerprintjs' components. */
export interface BrowserFacts {
  userAgent: string;
  /** window.screen width and height (CSS pixels). */
  screenWidth: number;
  screenHeight: number;
}

/** fingerprintjs' `Component<T>`: a value, or the error the source ran into. */
type ComponentOf<T> = { value: T } | { error: unknown };

function valueOf<T>(component: ComponentOf<T> | undefined): T | undefined {
  return component && 'value' in component ? component.value : undefined;
}

const INVISIBLE = new RegExp(INVISIBLE_CHARACTER_PATTERN.source, 'gu');

/**
 * Numbers and words as text; anything missing (a failed or blocked source) as ''. Clipped to the
 * contract's maximum: a device with hundreds of fonts still reports (the backend refuses longer).
 * Without invisible characters, which the contract refuses (a driver's string with a NUL, or half
 * a surrogate pair left by the clipping, must not cost the whole report).
 */
function text(value: unknown, max = FINGERPRINT_FIELD_MAX): string {
  if (value === undefined || value === null) return '';
  return String(value).slice(0, max).replace(INVISIBLE, '');
}

const joined = (values: readonly unknown[] | undefined): string => text((values ?? []).map((value) => text(value)).filter(Boolean).join(','));

const NO_WEBGL = { version: '', vendor: '', vendorUnmasked: '', renderer: '', rendererUnmasked: '', shadingLanguageVersion: '' };

/**
 * The fingerprint payload of SPEC §3 from a fingerprintjs result: lists comma-joined, numbers as
 * text, the visitor id as `fingerprint`. A source that failed (blocked canvas, no WebGL) gives ''
 * rather than failing the report.
 */
export function toFingerprintPayload(result: Pick<GetResult, 'visitorId' | 'version' | 'components'>, facts: BrowserFacts): FingerprintPayload {
  const c = result.components;
  const webGl = valueOf(c.webGlBasics);
  const plugins = valueOf(c.plugins);
  const resolution = valueOf(c.screenResolution);
  const width = resolution?.[0] ?? facts.screenWidth;
  const height = resolution?.[1] ?? facts.screenHeight;
  return {
    screen: text(`${width}x${height}`),
    version: text(result.version),
    timezone: text(valueOf(c.timezone)),
    userAgent: text(facts.userAgent),
    plugins: joined(plugins?.map((p) => p.name)),
    // A number instead of the object is fingerprintjs' status for "no WebGL here".
    webGL: webGl && typeof webGl === 'object' ? { ...NO_WEBGL, ...pickWebGl(webGl) } : NO_WEBGL,
    audio: text(valueOf(c.audio)),
    platform: text(valueOf(c.platform)),
    fingerprint: text(result.visitorId, VISITOR_ID_MAX),
    memory: text(valueOf(c.deviceMemory)),
    fonts: joined(valueOf(c.fonts)),
    // fingerprintjs gives [[navigator.language], navigator.languages, ...]: one flat, de-duplicated list.
    languages: joined([...new Set((valueOf(c.languages) ?? []).flat())]),
    hardwareConcurrency: text(valueOf(c.hardwareConcurrency)),
    vendor: text(valueOf(c.vendor)),
  };
}

function pickWebGl(value: Record<keyof typeof NO_WEBGL, unknown>): typeof NO_WEBGL {
  return {
    version: text(value.version),
    vendor: text(value.vendor),
    vendorUnmasked: text(value.vendorUnmasked),
    renderer: text(value.renderer),
    rendererUnmasked: text(value.rendererUnmasked),
    shadingLanguageVersion: text(value.shadingLanguageVersion),
  };
}
