export {
  DropdownMenu,
  type DropdownMenuEntry,
  type DropdownMenuItem,
  type DropdownMenuProps,
  type DropdownMenuRadioOption,
} from './DropdownMenu';
