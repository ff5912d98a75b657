import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from '../intl.tsx';
import './Dialog.css';

/**
 * Where a dialog shows: `drawer` a panel at the inline end; `modal` a box in the middle;
 * `sheet` a box in the middle that rises from the bottom on phones; `top` a panel across the
 * top (the search); `full` the whole screen (a picture zoomed).
 */
export type DialogVariant = 'drawer' | 'modal' | 'sheet' | 'top' | 'full';

interface DialogProps {
  variant: DialogVariant;
  /** The heading that names the dialog; without one, `label` names it. */
  title?: ReactNode;
  /** The dialog's name when it shows no heading. */
  label?: string;
  /** What the head holds instead of a heading (the search's form), beside the close button. */
  head?: ReactNode;
  /** The close button's name, translated; "Close" when none is given. */
  closeLabel?: string;
  /** Asked to close (Escape, the backdrop, the close button): the owner stops rendering it. */
  onClose(): void;
  className?: string;
  testId?: string;
  children: ReactNode;
}

/** What Tab moves through inside a dialog. */
const CONTROLS =
  'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

/**
 * Tab from the last control comes back to the first, Shift+Tab from the first to the last: a
 * modal dialog would otherwise hand focus to the browser's own controls.
 */
function keepTabInside(e: KeyboardEvent<HTMLDialogElement>) {
  if (e.key !== 'Tab' || e.defaultPrevented) return;
  const controls = [...e.currentTarget.querySelectorAll<HTMLElement>(CONTROLS)].filter(
    (c) => c.checkVisibility() && c.closest('dialog') === e.currentTarget,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const at = document.activeElement;
  if (e.shiftKey ? at === first || at === e.currentTarget : at === last) {
    e.preventDefault();
    (e.shiftKey ? last : first).focus();
  }
}

/**
 * The one dialog shell of the storefront (cart drawer, quick add, search, size chart, zoom,
 * option sheet, the filters on phones, a review's picture): the platform's `<dialog>` opened
 * with `showModal()`, so the browser keeps focus inside (Tab goes round), makes the page behind
 * inert, closes it on Escape and shows it in the top layer.
 * It is open while rendered; when it goes, focus goes back to what opened it. An element with
 * `data-autofocus` takes focus on opening (else the first control does).
 */
export function Dialog({
  variant,
  title,
  label,
  head,
  closeLabel,
  onClose,
  className,
  testId,
  children,
}: DialogProps) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // A layout effect: its clean-up runs while the dialog is still in the page, so it can close
  // (the page stops being inert) and give focus back before it is removed.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (element.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const close = (
    <button
      type="button"
      className={`dialog__close${title || head ? '' : ' dialog__close--float'}`}
      aria-label={closeLabel ?? intl.formatMessage({ id: 'dialog.close' })}
      onClick={onClose}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
  return (
    <dialog
      ref={dialog}
      className={`dialog dialog--${variant}${className ? ` ${className}` : ''}`}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
      data-testid={testId}
      onCancel={(e) => {
        // Escape: the owner closes it, by no longer rendering it.
        e.preventDefault();
        onClose();
      }}
      // The browser may close it by itself (a second Escape in a row): the owner follows. A close
      // of our own (StrictMode runs the effect twice in development) finds it open again.
      onClose={(e) => {
        if (!e.currentTarget.open) onClose();
      }}
      onKeyDown={keepTabInside}
      onClick={(e) => {
        // A click on the backdrop (the dialog itself, outside its panel) closes it.
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className="dialog__panel">
        {title || head ? (
          <div className="dialog__head">
            {title ? (
              <h2 id={titleId} className="dialog__title">
                {title}
              </h2>
            ) : (
              head
            )}
            {close}
          </div>
        ) : (
          close
        )}
        {children}
      </div>
    </dialog>
  );
}
