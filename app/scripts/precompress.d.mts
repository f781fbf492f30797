// Types for precompress.mjs, so vite.config.ts can import it.
export declare const COMPRESSIBLE: RegExp;
/** Writes `file`.br and `file`.gz when it is a text file of 1 KB or more. */
export declare function precompressFile(file: string): Promise<void>;
