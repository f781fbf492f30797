export { Reveal } from './Reveal';
export { useReveal } from './useReveal';
