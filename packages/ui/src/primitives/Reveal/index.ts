export { Reveal } from './Reveal';
