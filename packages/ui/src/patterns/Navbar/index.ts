export { Navbar, type NavbarProps, type SignedInNavbarProps, type SignedOutNavbarProps } from './Navbar';
