import { useField } from 'react-final-form';
import { controlId, useRefusedMessage, useSetup } from './setup.js';

/** A text field's state: its input props, and the message to show (the browser's check, else the action's). */
export function useTextField(name: string) {
  const { formId } = useSetup();
  const { input, meta } = useField<string>(name);
  const refused = useRefusedMessage(name, input.value);
  // On blur once the visitor has changed it; every field once a send was tried.
  const shown = (meta.touched && meta.modified) || meta.submitFailed ? (meta.error as string | undefined) : undefined;
  return { id: controlId(formId, name), input, error: shown ?? refused };
}
