import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from './Button';
import styles from './ConfirmDialog.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea';

/**
 * A modal question before a change that cannot simply be taken back: what will happen and
 * when (its children), then the change and a way out. The native <dialog> opened with
 * showModal() makes the page behind it inert and closes on Escape; focus starts on the way out
 * (the safe choice), Tab stays inside, and when it closes focus returns to what opened it, or
 * to `fallbackFocus` when that is gone (the change replaced the button).
 */
export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  onConfirm,
  onClose,
  fallbackFocus,
  children,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  cancelLabel: string;
  /** `danger` for a change that ends something, such as cancelling. */
  tone?: 'default' | 'danger';
  onConfirm(): void;
  onClose(): void;
  fallbackFocus?: () => HTMLElement | null;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const bodyId = useId();
  // The latest one, read when the dialog closes (renders after it opened).
  const fallback = useRef(fallbackFocus);
  useEffect(() => {
    fallback.current = fallbackFocus;
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
      cancelButton.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
    if (!open && opener.current) {
      // After the change has rendered: the opener may have been replaced by then.
      const previous = opener.current;
      opener.current = null;
      requestAnimationFrame(() => {
        const target = previous.isConnected ? previous : fallback.current?.();
        // The opener is where the shopper was; a replacement may need scrolling to.
        target?.focus({ preventScroll: previous.isConnected });
      });
    }
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !dialog.current) return;
    // showModal() keeps focus out of the page, but Tab would still leave for the browser's
    // own controls; wrap around inside the dialog instead.
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault(); // Escape: close through the state, like the way-out button
        onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div id={bodyId} className={styles.body}>
        {children}
      </div>
      <div className={styles.actions}>
        <Button ref={cancelButton} variant="secondary" onClick={onClose}>
          {cancelLabel}
        </Button>
        <Button
          className={tone === 'danger' ? styles.danger : undefined}
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
