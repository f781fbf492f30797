export { Navbar, type NavbarProps, type SignedInNavbarProps, type SignedOutNavbarProps } from './Navbar';
export { NavbarShell, type NavbarShellProps } from './NavbarShell';
