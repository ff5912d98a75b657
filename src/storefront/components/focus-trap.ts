import { useEffect, type RefObject } from 'react';

/**
 * Keeps keyboard focus inside a dialog while it is open (Tab and Shift+Tab wrap), closes it on
 * Escape, and gives focus back to what had it when the dialog opened.
 */
export function useFocusTrap(panel: RefObject<HTMLElement | null>, onEscape: () => void) {
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onEscape();
        return;
      }
      if (e.key !== 'Tab' || !panel.current) return;
      const focusable = [
        ...panel.current.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input:not([type="hidden"]), select, [tabindex="0"]',
        ),
      ].filter((el) => !el.closest('[hidden]'));
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      const inside = panel.current.contains(document.activeElement);
      if (e.shiftKey && (document.activeElement === first || !inside)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (document.activeElement === last || !inside)) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
    // The trap lives as long as the dialog; onEscape is read when a key is pressed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
