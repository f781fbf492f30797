export * from './icons';
export { createIcon, type IconComponent, type IconProps } from './createIcon';
