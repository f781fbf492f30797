export { AgencyErrorPage, type AgencyErrorPageProps } from './AgencyErrorPage';
