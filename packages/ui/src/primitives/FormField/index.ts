export { FieldError, FormField, type FormFieldControlProps, type FormFieldProps } from './FormField';
