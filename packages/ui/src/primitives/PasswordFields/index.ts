export { PasswordField, PasswordFields, type PasswordFieldProps, type PasswordFieldsProps } from './PasswordFields';
