export { Button, type ButtonProps, type ButtonOwnProps } from './Button';
export { LinkButton, type LinkButtonProps } from './LinkButton';
export { button as buttonRecipe, type ButtonVariants } from './Button.css';
