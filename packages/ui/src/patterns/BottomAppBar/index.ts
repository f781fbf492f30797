export { BottomAppBar, type BottomAppBarHrefs, type BottomAppBarProps } from './BottomAppBar';
