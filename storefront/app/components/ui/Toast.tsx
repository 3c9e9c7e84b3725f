import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_SWIPE_THRESHOLD_PX } from '../../lib/constants';
import { CloseIcon } from './icons';
import styles from './Toast.module.css';

/**
 * Short notices: `toast({ title, description, variant })` from
 * anywhere under ToastProvider. A toast stays TOAST_DURATION_MS (paused while pointed at or
 * focused) and can be closed. Default toasts are polite status messages; destructive ones are
 * alerts.
 */

interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

interface ToastItem extends ToastOptions {
  id: number;
  /** Bumped when the same message is asked for again, which restarts its timer. */
  version: number;
}

interface ToastContextValue {
  /** Shows a toast; the same message again refreshes the one shown. */
  toast(options: ToastOptions): void;
  setHost(host: HTMLElement | null): void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

export function useToast(): Pick<ToastContextValue, 'toast'> {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside a ToastProvider');
  return context;
}

/**
 * A modal dialog makes the rest of the page inert, toasts included: while `active`, toasts are
 * shown inside `ref`'s element instead, so they can be seen, heard and closed. They stack
 * upwards from the bottom of that element, which should be positioned.
 */
export function useToastHost(ref: RefObject<HTMLElement | null>, active: boolean): void {
  const context = useContext(ToastContext);
  const setHost = context?.setHost;
  useEffect(() => {
    if (!setHost || !active) return;
    setHost(ref.current);
    return () => setHost(null);
  }, [setHost, ref, active]);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [host, setHost] = useState<HTMLElement | null>(null);
  // The list as of the last change, so toast() sees the one before it in the same tick.
  const current = useRef<ToastItem[]>([]);
  const nextId = useRef(1);
  // Timers live here, not in the toasts: a toast moving into or out of a dialog is re-mounted
  // and must not start its time again.
  const timers = useRef(
    new Map<number, { timer?: ReturnType<typeof setTimeout>; left: number; since: number }>(),
  );

  const update = useCallback((next: ToastItem[]) => {
    current.current = next;
    setToasts(next);
  }, []);

  const dismiss = useCallback(
    (id: number) => {
      clearTimeout(timers.current.get(id)?.timer);
      timers.current.delete(id);
      update(current.current.filter((item) => item.id !== id));
    },
    [update],
  );

  const run = useCallback(
    (id: number, left: number) => {
      clearTimeout(timers.current.get(id)?.timer);
      timers.current.set(id, {
        timer: setTimeout(() => dismiss(id), left),
        left,
        since: Date.now(),
      });
    },
    [dismiss],
  );

  /** Pointed at or focused: the toast waits for the shopper. */
  const pause = useCallback((id: number) => {
    const entry = timers.current.get(id);
    if (!entry?.timer) return;
    clearTimeout(entry.timer);
    timers.current.set(id, { left: entry.left - (Date.now() - entry.since), since: Date.now() });
  }, []);

  const resume = useCallback(
    (id: number) => {
      const entry = timers.current.get(id);
      if (entry && !entry.timer) run(id, Math.max(entry.left, 0));
    },
    [run],
  );

  const toast = useCallback(
    ({ title, description, variant = 'default' }: ToastOptions) => {
      const existing = current.current.find(
        (item) =>
          item.title === title && item.description === description && item.variant === variant,
      );
      if (existing) {
        // Asked again (a second click): show it afresh rather than stacking a copy.
        run(existing.id, TOAST_DURATION_MS);
        update(
          current.current.map((item) =>
            item === existing ? { ...item, version: item.version + 1 } : item,
          ),
        );
        return;
      }
      const item = { id: nextId.current++, title, description, variant, version: 0 };
      // The newest TOAST_LIMIT stay; older ones make room.
      const next = [...current.current, item];
      for (const dropped of next.slice(0, -TOAST_LIMIT)) dismiss(dropped.id);
      update(next.slice(-TOAST_LIMIT));
      run(item.id, TOAST_DURATION_MS);
    },
    [dismiss, run, update],
  );

  // Nothing fires after the provider is gone.
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(({ timer }) => clearTimeout(timer));
  }, []);

  const value = useMemo(() => ({ toast, setHost }), [toast]);

  const viewport = (
    <section
      className={styles.viewport}
      aria-label="Notifications"
      data-hosted={host ? '' : undefined}
    >
      <ol className={styles.list}>
        {toasts.map((item) => (
          <Toast
            key={`${item.id}.${item.version}`}
            item={item}
            onDismiss={dismiss}
            onPause={pause}
            onResume={resume}
          />
        ))}
      </ol>
    </section>
  );

  return (
    <ToastContext.Provider value={value}>
      {children}
      {host ? createPortal(viewport, host) : viewport}
    </ToastContext.Provider>
  );
}

interface ToastProps {
  item: ToastItem;
  onDismiss(id: number): void;
  onPause(id: number): void;
  onResume(id: number): void;
}

function Toast({ item, onDismiss, onPause, onResume }: ToastProps) {
  const destructive = item.variant === 'destructive';
  // Touch screens: a sideways swipe past TOAST_SWIPE_THRESHOLD_PX sends the toast away.
  const swipeStart = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const endSwipe = () => {
    if (Math.abs(offset) > TOAST_SWIPE_THRESHOLD_PX) onDismiss(item.id);
    swipeStart.current = null;
    setOffset(0);
  };
  return (
    <li
      className={`${styles.toast} ${destructive ? styles.destructive : ''}`}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: 0.6 } : undefined}
      onPointerDown={(event) => {
        if (event.pointerType !== 'mouse') swipeStart.current = event.clientX;
      }}
      onPointerMove={(event) => {
        if (swipeStart.current !== null) setOffset(event.clientX - swipeStart.current);
      }}
      onPointerUp={endSwipe}
      onPointerCancel={endSwipe}
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      onPointerEnter={() => onPause(item.id)}
      onPointerLeave={() => onResume(item.id)}
      onFocus={() => onPause(item.id)}
      onBlur={() => onResume(item.id)}
    >
      <div className={styles.text}>
        <p className={styles.title}>{item.title}</p>
        {item.description ? <p className={styles.description}>{item.description}</p> : null}
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label="Close notification"
        onClick={() => onDismiss(item.id)}
      >
        <CloseIcon />
      </button>
    </li>
  );
}
