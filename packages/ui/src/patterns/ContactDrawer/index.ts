export { ContactDrawer, type ContactDrawerProps } from './ContactDrawer';
