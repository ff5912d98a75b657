/** What a refused form gives back: its intent, the field errors and the message. */
export interface Refusal {
  intent: string;
  message: string;
  errors: Record<string, string>;
}

/** A refusal's message, tied to the form and announced. */
export function FormMessage({ refusal, id }: { refusal: Refusal | undefined; id: string }) {
  if (!refusal || Object.keys(refusal.errors).length > 0) return null;
  return (
    <p id={id} className="form-error checkout-error" role="alert" tabIndex={-1}>
      {refusal.message}
    </p>
  );
}
