export { Footer, type FooterLink, type FooterProps } from './Footer';
export { ApbLogo, BANK_LOGOS, BcelLogo, JdbLogo, LdbLogo, LvbLogo, StBankLogo, type BankLogoProps } from './BankLogos';
