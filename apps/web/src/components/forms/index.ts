export { FormField, type FieldControlProps } from './form-field';
export { TextField } from './text-field';
export { SubmitButton } from './submit-button';
export { FormAlert } from './form-alert';
export { fieldErrorMessages } from './field-errors';
export { applyServerValidations } from './server-validations';
