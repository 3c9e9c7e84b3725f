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
import { TOAST_DURATION_MS, TOAST_LIMIT } from '../../lib/constants';
import { CloseIcon } from './icons';
import styles from './Toast.module.css';

/**
 * Short notices (spec section 8's toasts): `toast({ title, description, variant })` from
 * anywhere under ToastProvider. A toast stays TOAST_DURATION_MS (paused while pointed at or
 * focused) and can be closed. Default toasts are polite status messages; destructive ones are
 * alerts.
 */

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it goes by itself; default TOAST_DURATION_MS. */
  duration?: number;
}

interface ToastItem extends Required<Omit<ToastOptions, 'description'>> {
  id: number;
  description: string | undefined;
  /** Bumped when the same message is asked for again, which restarts its timer. */
  version: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. The same message again refreshes the one shown. */
  toast(options: ToastOptions): number;
  dismiss(id: number): void;
}

interface ToastContextValue extends ToastApi {
  setHost(host: HTMLElement | null): void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

export function useToast(): ToastApi {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside a ToastProvider');
  return context;
}

/**
 * A modal dialog makes the rest of the page inert, toasts included: while `active`, toasts are
 * shown inside `ref`'s element instead, so they can be seen, heard and closed.
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
  // The list as of the last change, so toast() can answer with an id at once.
  const current = useRef<ToastItem[]>([]);
  const nextId = useRef(1);

  const update = useCallback((next: ToastItem[]) => {
    current.current = next;
    setToasts(next);
  }, []);

  const dismiss = useCallback(
    (id: number) => update(current.current.filter((item) => item.id !== id)),
    [update],
  );

  const toast = useCallback(
    ({ title, description, variant = 'default', duration }: ToastOptions) => {
      const existing = current.current.find(
        (item) =>
          item.title === title && item.description === description && item.variant === variant,
      );
      if (existing) {
        // Asked again (a second click): show it afresh rather than stacking a copy.
        update(
          current.current.map((item) =>
            item === existing ? { ...item, version: item.version + 1 } : item,
          ),
        );
        return existing.id;
      }
      const item: ToastItem = {
        id: nextId.current++,
        title,
        description,
        variant,
        duration: duration ?? TOAST_DURATION_MS,
        version: 0,
      };
      // The newest TOAST_LIMIT stay; older ones make room.
      update([...current.current, item].slice(-TOAST_LIMIT));
      return item.id;
    },
    [update],
  );

  const value = useMemo(() => ({ toast, dismiss, setHost }), [toast, dismiss]);

  const viewport = (
    <section className={styles.viewport} aria-label="Notifications">
      <ol className={styles.list}>
        {toasts.map((item) => (
          <Toast key={`${item.id}.${item.version}`} item={item} onDismiss={dismiss} />
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

function Toast({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(item.duration);

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, item.id, onDismiss]);

  const destructive = item.variant === 'destructive';
  return (
    <li
      className={`${styles.toast} ${destructive ? styles.destructive : ''}`}
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
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
