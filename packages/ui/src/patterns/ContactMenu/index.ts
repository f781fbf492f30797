export { ContactMenu, type ContactMenuProps } from './ContactMenu';
export { CONTACT_CHANNELS, contactLinks, type ContactChannel, type ContactLink, type SocialLinks } from './channels';
