import { createFormHookContexts } from '@tanstack/react-form';

/** TanStack Form's contexts for the admin form layer: field components read their field from here. */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();
