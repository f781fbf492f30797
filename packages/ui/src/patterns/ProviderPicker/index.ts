export { ProviderPicker, type ProviderOption, type ProviderPickerProps } from './ProviderPicker';
