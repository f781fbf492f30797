/**
 * The rows a saved receipt image draws (pure: tested without a canvas), in reading order. The
 * drawing itself (drawReceipt.ts) is a lazy chunk loaded on the first save.
 */
import type { ReceiptLines } from './receiptModel';

export type ImageRowStyle = 'title' | 'code' | 'fact' | 'heading' | 'step' | 'note';

export interface ImageRow {
  style: ImageRowStyle;
  /** Start-aligned text. */
  text: string;
  /** End-aligned text on the same line (a fact's value, a step's time). */
  end?: string;
  /** step: how its marker is drawn. */
  state?: 'done' | 'pending' | 'stopped';
}

/** The receipt's content, and nothing of the app around it (no navbar, no buttons). */
export function imageRows(lines: ReceiptLines, agencyName: string): ImageRow[] {
  return [
    { style: 'title', text: lines.title, end: agencyName },
    { style: 'code', text: `${lines.codeLabel}: ${lines.code}`, end: lines.statusText },
    ...lines.facts.map<ImageRow>((fact) => ({ style: 'fact', text: fact.term, end: fact.value })),
    { style: 'heading', text: lines.timelineTitle },
    ...lines.steps.flatMap<ImageRow>((step) => [
      { style: 'step', text: step.label, end: step.time, state: step.state },
      ...(step.note ? [{ style: 'note' as const, text: step.note }] : []),
    ]),
  ];
}

/** The file a receipt is saved as. */
export const receiptFileName = (code: string) => `receipt-${code.replace(/[^\w-]/g, '_')}.png`;
