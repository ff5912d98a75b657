import { createContext, useContext, useEffect, useRef, useState, type FormEvent } from 'react';

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

const NONE: ReadonlySet<string> = new Set();

/** The fields of a refused form that the shopper has changed since: their errors are gone. */
export const CorrectedFields = createContext<ReadonlySet<string>>(NONE);

/**
 * The fields of a refused form that the shopper has changed since its refusal (`errors`, by
 * field name): a field's error goes as soon as the shopper changes it, the others stay until
 * the next send, where the server rules again. Put `onInput` on the form, and `corrected` in a
 * `<CorrectedFields>` around fields that read it there (useFieldError, AddressFields).
 */
export function useCorrectedFields(errors: Partial<Record<string, string>> | undefined) {
  const [changed, setChanged] = useState({ errors, names: NONE });
  // A new refusal starts again: every field it names is wrong until changed.
  const corrected = changed.errors === errors ? changed.names : NONE;
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement;
    if (!name || !errors?.[name] || corrected.has(name)) return;
    setChanged({ errors, names: new Set(corrected).add(name) });
  };
  return { corrected, onInput };
}

/** A field's error, unless the shopper has changed the field since the form was refused. */
export function useFieldError(name: string, error: string | undefined): string | undefined {
  return useContext(CorrectedFields).has(name) ? undefined : error;
}
