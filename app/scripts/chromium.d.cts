// Types for chromium.cjs, so TypeScript configs (Playwright, Storybook) can import it.
export declare function chromiumPath(): string | undefined;
export declare const chromiumArgs: string[];
export declare function launchOptions(): { executablePath?: string; args: string[] };
export declare const contextOptions: {
  timezoneId: string;
  locale: string;
  reducedMotion: 'reduce' | 'no-preference';
};
