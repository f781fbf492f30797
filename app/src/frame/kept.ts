/** A part of the frame a prerendered page wraps in SHELL_PART_ATTRIBUTE (lib/firstPaintNames.ts). */
export type ShellPart = 'top' | 'bottom';

/**
 * The prerendered frame's parts the take-over kept (firstPaint/takeOver.tsx), by name: AppShell
 * puts them back beside <main> until its lazy parts replace them. Empty on any other page.
 */
export const keptParts = new Map<string, Element>();
