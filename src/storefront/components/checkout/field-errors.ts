import { useEffect, useRef } from 'react';

/**
 * Moves focus to the first field with an error once a form comes back refused (CONVENTIONS 8):
 * the form's first `[aria-invalid="true"]` control, else its error summary.
 */
export function useFocusFirstError(errors: Record<string, string> | undefined) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!errors || Object.keys(errors).length === 0) return;
    const target =
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form.current?.querySelector<HTMLElement>('[role="alert"]');
    target?.focus();
  }, [errors]);
  return form;
}

/** The props that tie a control to its error message (aria-invalid, aria-describedby). */
export function errorProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}
