import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
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
  /** New for every request, so a message asked for again is shown afresh with its full time. */
  id: number;
}

/** Renders the toast list somewhere other than the end of the page (a portal; see useToastHost). */
type ToastPortal = (viewport: ReactElement) => ReactNode;

interface ToastContextValue {
  /** Shows a toast; the same message again refreshes the one shown. */
  toast(options: ToastOptions): void;
  setPortal(portal: ToastPortal | null): void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

export function useToast(): Pick<ToastContextValue, 'toast'> {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside a ToastProvider');
  return context;
}

/** How useToastHost moves the toast list; undefined outside a ToastProvider. */
export function useSetToastPortal(): ToastContextValue['setPortal'] | undefined {
  return useContext(ToastContext)?.setPortal;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [portal, setPortalState] = useState<ToastPortal | null>(null);
  // The list as of the last change, so toast() sees the one before it in the same tick.
  const current = useRef<ToastItem[]>([]);
  const nextId = useRef(1);
  // Time left per toast, kept here rather than in the toast: a toast moving into or out of a
  // dialog is re-mounted and must not start its time again.
  const timeLeft = useRef(new Map<number, number>());

  const update = useCallback((next: ToastItem[]) => {
    current.current = next;
    setToasts(next);
  }, []);

  const dismiss = useCallback(
    (id: number) => update(current.current.filter((item) => item.id !== id)),
    [update],
  );

  /** Runs a shown toast's time until the returned stop (unmounted, pointed at or focused). */
  const countdown = useCallback(
    (id: number) => {
      const left = timeLeft.current.get(id) ?? TOAST_DURATION_MS;
      const since = Date.now();
      const timer = setTimeout(() => dismiss(id), left);
      return () => {
        clearTimeout(timer);
        if (!current.current.some((item) => item.id === id)) timeLeft.current.delete(id);
        else timeLeft.current.set(id, left - (Date.now() - since));
      };
    },
    [dismiss],
  );

  const toast = useCallback(
    ({ title, description, variant = 'default' }: ToastOptions) => {
      const item = { id: nextId.current++, title, description, variant };
      const same = (other: ToastItem) =>
        other.title === title && other.description === description && other.variant === variant;
      // Asked again (a second click): shown afresh in its place rather than stacked as a copy.
      const next = current.current.some(same)
        ? current.current.map((other) => (same(other) ? item : other))
        : [...current.current, item];
      // The newest TOAST_LIMIT stay; older ones make room.
      update(next.slice(-TOAST_LIMIT));
    },
    [update],
  );

  // A function is stored as a state's value only when wrapped (a bare one is an updater).
  const setPortal = useCallback((next: ToastPortal | null) => setPortalState(() => next), []);
  const value = useMemo(() => ({ toast, setPortal }), [toast, setPortal]);

  const viewport = (
    <section
      className={styles.viewport}
      aria-label="Notifications"
      data-hosted={portal ? '' : undefined}
    >
      <ol className={styles.list}>
        {toasts.map((item) => (
          <Toast key={item.id} item={item} onDismiss={dismiss} countdown={countdown} />
        ))}
      </ol>
    </section>
  );

  return (
    <ToastContext.Provider value={value}>
      {children}
      {portal ? portal(viewport) : viewport}
    </ToastContext.Provider>
  );
}

interface ToastProps {
  item: ToastItem;
  onDismiss(id: number): void;
  countdown(id: number): () => void;
}

function Toast({ item, onDismiss, countdown }: ToastProps) {
  const destructive = item.variant === 'destructive';
  // Pointed at or focused: the toast waits for the shopper.
  const [paused, setPaused] = useState(false);
  useEffect(() => (paused ? undefined : countdown(item.id)), [paused, countdown, item.id]);
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
