import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { Check, X } from 'lucide-react';
import { COPY, LIMITS } from '@bbt/domain';
import styles from './toast.module.css';

export type ToastKind = 'success' | 'error';

interface ToastEntry {
  id: number;
  kind: ToastKind;
  message: string;
  /** How many identical toasts this one stands for (they are merged, not stacked). */
  count: number;
}

export interface ToastApi {
  success: (message: string) => void;
  error: (message: string) => void;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** At most this many toasts at once; the oldest gives way. */
const MAX_VISIBLE = 4;

function ToastItem({ toast, onClose }: { toast: ToastEntry; onClose: (id: number) => void }) {
  // Closes itself after LIMITS.toastMs (spec §4: 5 seconds), counted again from each repeat.
  useEffect(() => {
    const timer = window.setTimeout(() => onClose(toast.id), LIMITS.toastMs);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.count, onClose]);

  const success = toast.kind === 'success';
  return (
    <li className={`${styles.toast} ${success ? styles.success : styles.error}`}>
      <span className={styles.icon}>
        {success ? <Check aria-hidden="true" /> : <X aria-hidden="true" />}
      </span>
      <div className={styles.content}>
        <p className={styles.title}>
          {success ? COPY.toast.successTitle : COPY.toast.failureTitle}
          {toast.count > 1 ? <span className={styles.count}> ×{toast.count}</span> : null}
        </p>
        <p className={styles.message}>{toast.message}</p>
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label={COPY.toast.close}
        onClick={() => onClose(toast.id)}
      >
        <X aria-hidden="true" />
      </button>
    </li>
  );
}

/** Holds the toasts and renders them in a live region, so screen readers announce each one. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  // A toast identical to one on screen (same kind and message: a retried action failing
  // again, one failure reported by several requests) counts on that one instead of stacking.
  const push = useCallback((kind: ToastKind, message: string) => {
    setToasts((list) => {
      const same = list.find((t) => t.kind === kind && t.message === message);
      if (same) return list.map((t) => (t === same ? { ...t, count: t.count + 1 } : t));
      return [...list, { id: nextId.current++, kind, message, count: 1 }].slice(-MAX_VISIBLE);
    });
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      success: (message) => push('success', message),
      error: (message) => push('error', message),
      dismiss,
    }),
    [push, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ol
        className={styles.viewport}
        aria-label="Notifications"
        aria-live="polite"
        aria-relevant="additions text"
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onClose={dismiss} />
        ))}
      </ol>
    </ToastContext.Provider>
  );
}

/** `const toast = useToast(); toast.success('Saved'); toast.error('Could not save');` */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
