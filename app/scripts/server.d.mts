// Types for server.mjs, so TypeScript (E2E specs) can start a server of their own. Only what is
// used from TypeScript; server.mjs documents every option.
export declare const DIST_DIR: string;
export interface RunningDokkham {
  url: string;
  close(): Promise<void>;
}
export declare function startDokkham(options?: {
  port?: number;
  host?: string;
  mockControl?: boolean;
  distDir?: string;
  settings?: Record<string, unknown>;
}): Promise<RunningDokkham>;
