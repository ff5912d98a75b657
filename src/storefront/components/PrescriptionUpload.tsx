import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { FormattedMessage } from '../intl.tsx';
import type { PrescriptionDto } from '../../modules/prescriptions/contract.ts';
import { isApiError } from '../api-client.ts';
import { prescriptionApi } from '../prescription-api.ts';

/** A lens power as the product page offers it ("-1.25", "+0.50") as dioptres. */
const dioptres = (power: string | undefined) => Number(power ?? 0) || 0;

/**
 * The prescription of a pair of glasses (fclca/prescriptions): the powers chosen for each lens
 * are its sphere values, and the shopper attaches a picture or PDF of the optician's form.
 */
export function PrescriptionUpload({
  groupId,
  left,
  right,
}: {
  groupId: string;
  left: string | undefined;
  right: string | undefined;
}) {
  const id = useId();
  const [prescription, setPrescription] = useState<PrescriptionDto | null>(null);
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let live = true;
    prescriptionApi()
      .prescriptions()
      .then((list) => live && setPrescription(list.find((p) => p.group_id === groupId) ?? null))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [groupId]);

  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setSending(true);
    setError('');
    try {
      const api = prescriptionApi();
      const kept =
        prescription ??
        (await api.addPrescription({
          group_id: groupId,
          od: { sph: dioptres(right) },
          os: { sph: dioptres(left) },
        }));
      setPrescription(await api.attachToPrescription(kept.id, file));
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : String(failure));
    } finally {
      setSending(false);
    }
  };

  const files = prescription?.attachments.length ?? 0;
  return (
    <div className="prescription" data-testid="prescription">
      <input
        id={id}
        type="file"
        className="visually-hidden"
        accept="image/jpeg,image/png,image/gif,image/webp,application/pdf"
        disabled={sending}
        onChange={(e) => void upload(e)}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
      />
      <label htmlFor={id} className="link-button">
        <FormattedMessage id="prescription.attach" />
      </label>
      <span id={`${id}-hint`} className="prescription__hint" aria-live="polite">
        {files > 0 ? (
          <FormattedMessage id="prescription.attached" values={{ count: files }} />
        ) : (
          <FormattedMessage id="prescription.hint" />
        )}
      </span>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
