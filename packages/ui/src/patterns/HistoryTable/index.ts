export { HistoryTable, type HistoryColumn, type HistoryColumnKind, type HistoryTableProps } from './HistoryTable';
