import { useEffect, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useSetToastPortal } from './Toast';

/**
 * A modal dialog makes the rest of the page inert, toasts included: while `active`, toasts are
 * shown inside `ref`'s element instead, so they can be seen, heard and closed. They stack
 * upwards from the bottom of that element, which should be positioned.
 *
 * Apart from Toast.tsx, so that react-dom is imported only by the modules that load with or
 * after the hydrating entry (the dialogs): every page's shared chunk, which holds the toasts,
 * then runs without it, and the browser evaluates react-dom in a task of its own.
 */
export function useToastHost(ref: RefObject<HTMLElement | null>, active: boolean): void {
  const setPortal = useSetToastPortal();
  useEffect(() => {
    const host = ref.current;
    if (!setPortal || !active || !host) return;
    setPortal((viewport) => createPortal(viewport, host));
    return () => setPortal(null);
  }, [setPortal, ref, active]);
}
