import { useRef } from 'react';

type FocusHandler = (event: Event) => void;

/**
 * Gives focus back to what opened a dialog when it closes (WCAG 2.4.3). Radix gives it back only to
 * a Dialog.Trigger, and the app's dialogs mostly open from code (an open state), which left focus on
 * the page's body after Escape or Cancel. Radix asks before moving focus in, so the active element
 * then is still the button pressed; one that has gone meanwhile leaves it to Radix.
 */
export function useReturnFocus(onOpenAutoFocus?: FocusHandler, onCloseAutoFocus?: FocusHandler) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented || !opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
