export { DateField, type DateFieldProps } from './DateField';
export { parseDisplayDate, toDisplayDate } from './dates';
