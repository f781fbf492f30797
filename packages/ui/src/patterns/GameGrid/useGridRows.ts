import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useState, type FocusEvent } from 'react';

/** What the grid's layout is, read from the page: columns, a row's height and the gap between rows, and where the grid starts in the document. */
interface GridLayout {
  columns: number;
  rowHeight: number;
  gap: number;
  top: number;
}

/** Before the grid has been measured: three columns (a phone) of cards about this tall. */
const ESTIMATE: GridLayout = { columns: 3, rowHeight: 190, gap: 12, top: 0 };
/** Rows rendered beyond the screen on each side: a fast flick always finds cards there. */
const OVERSCAN_ROWS = 3;
/** A focused card further than this many rows from the screen (scrolled away from) no longer keeps its rows rendered. */
const FOCUS_REACH_ROWS = 12;

const same = (a: GridLayout, b: GridLayout) =>
  a.columns === b.columns && a.rowHeight === b.rowHeight && a.gap === b.gap && a.top === b.top;

/** The layout of `grid` as the browser laid it out (its first card gives the row height). */
function measure(grid: HTMLElement): GridLayout {
  const style = getComputedStyle(grid);
  const columns = Math.max(1, style.gridTemplateColumns.split(' ').filter(Boolean).length);
  const first = grid.querySelector<HTMLElement>(':scope > li');
  return {
    columns,
    rowHeight: first ? first.getBoundingClientRect().height : ESTIMATE.rowHeight,
    gap: Number.parseFloat(style.rowGap) || 0,
    top: grid.getBoundingClientRect().top + window.scrollY,
  };
}

/**
 * The rows of a long grid that are on or near the screen (TanStack Virtual, against the window's
 * scroll): `setGrid` is the grid's ref, `focus` its focus handlers; `range.from`..`range.to` are the items to render,
 * `range.before` and `range.after` the space the rows left out take (the grid's padding), so the page keeps its full height and scrollbar. Every row of the grid
 * is as tall as its first card (the cards of a grid keep one height: GameCard's name keeps two
 * lines). The layout is read with a ResizeObserver on the grid and what holds it (a card or a
 * heading above it that changes moves the grid). `enabled` false: everything, nothing measured.
 */
export function useGridRows(count: number, enabled: boolean) {
  const [grid, setGrid] = useState<HTMLElement | null>(null);
  const [layout, setLayout] = useState<GridLayout>(ESTIMATE);
  // The row of the focused card: it and the rows either side stay rendered, so Tab and Shift+Tab
  // always find the next card (however fast the key repeats), not what follows the grid.
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const position = Number(event.target.closest('li')?.getAttribute('aria-posinset'));
    setFocusRow(position > 0 ? Math.floor((position - 1) / layout.columns) : null);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusRow(null);
  };
  const rangeExtractor = useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range);
      const first = rows[0] ?? 0;
      const last = rows[rows.length - 1] ?? 0;
      if (focusRow === null || focusRow < first - FOCUS_REACH_ROWS || focusRow > last + FOCUS_REACH_ROWS) return rows;
      // One contiguous run (the grid renders from its first row to its last).
      const from = Math.max(0, Math.min(first, focusRow - 1));
      const to = Math.min(range.count - 1, Math.max(last, focusRow + 1));
      return Array.from({ length: to - from + 1 }, (_, i) => from + i);
    },
    [focusRow],
  );

  useEffect(() => {
    if (!grid || !enabled) return;
    const update = () => setLayout((previous) => {
      const next = measure(grid);
      return same(previous, next) ? previous : next;
    });
    const observer = new ResizeObserver(update);
    // The border box: the padding that stands in for the rows left out moves at every row the
    // scroll brings in, and its content box with it (each a measure, and a layout it forced).
    observer.observe(grid, { box: 'border-box' });
    if (grid.parentElement) observer.observe(grid.parentElement);
    return () => observer.disconnect();
  }, [grid, enabled]);

  const rows = Math.ceil(count / layout.columns);
  // oxlint-disable-next-line react/incompatible-library -- the grid reads the virtualizer in render only, as its docs do (no React Compiler here)
  const virtualizer = useWindowVirtualizer({
    count: enabled ? rows : 0,
    estimateSize: useCallback(() => layout.rowHeight, [layout.rowHeight]),
    gap: layout.gap,
    overscan: OVERSCAN_ROWS,
    rangeExtractor,
    // A row coming in renders in a task of its own, not inside the scroll event (the overscan rows
    // are on screen meanwhile): the scroll itself never waits for React.
    useFlushSync: false,
    scrollMargin: layout.top,
  });

  const focus = { onFocus, onBlur };
  if (!enabled) return { setGrid, focus, range: { from: 0, to: count, before: 0, after: 0 } };
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return { setGrid, focus, range: { from: 0, to: Math.min(count, layout.columns * (OVERSCAN_ROWS + 4)), before: 0, after: 0 } };
  const total = virtualizer.getTotalSize();
  return {
    setGrid,
    focus,
    range: {
      from: first.index * layout.columns,
      to: Math.min(count, (last.index + 1) * layout.columns),
      before: first.start - layout.top,
      after: Math.max(0, total - (last.end - layout.top)),
    },
  };
}
