// Types for nginx.mjs, so vite.config.ts (and a later build step adding hashes) can import it.
import type { Plugin } from 'vite';

export interface BuildInputs {
  /** Hash sources of inline <style> elements, e.g. 'sha256-<base64>' (without quotes). */
  styleHashes?: string[];
  /** Hash sources of inline <script> elements. */
  scriptHashes?: string[];
}

export declare const SERVER_FILES_DIR: string;
/** dist/-relative path of the policy's inputs (BuildInputs as JSON); a build step writes it before serverFiles() reads it. */
export declare const BUILD_INPUTS_FILE: string;
export declare function nginxString(value: string | number): string;
export declare function nginxAuthLimit(limit: { max: number; windowSeconds: number }): { rate: string; burst: number; retryAfter: number };
export declare function renderNginx(inputs?: BuildInputs, settings?: object): { http: string; server: string };
/** Writes dist/.server/ (csp.json, nginx-http.conf, nginx-server.conf, edge.js) for these inputs. */
export declare function writeServerFiles(distDir: string, inputs?: BuildInputs, settings?: object): Promise<void>;
export declare function serverFiles(): Plugin;
