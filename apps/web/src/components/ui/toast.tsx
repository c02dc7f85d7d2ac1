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
  action?: ToastAction | undefined;
  /** Stays until dismissed: a toast whose action the reader may need after 5 seconds. */
  persist?: boolean | undefined;
}

/** A button in the toast that does the next step (and closes the toast). */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  action?: ToastAction;
  persist?: boolean;
}

export interface ToastApi {
  success: (message: string, options?: ToastOptions) => void;
  error: (message: string, options?: ToastOptions) => void;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** At most this many toasts at once; the oldest gives way. */
const MAX_VISIBLE = 4;

function ToastItem({ toast, onClose }: { toast: ToastEntry; onClose: (id: number) => void }) {
  // Closes itself after LIMITS.toastMs (spec §4: 5 seconds), counted again from each repeat,
  // unless it is to stay until dismissed.
  useEffect(() => {
    if (toast.persist) return;
    const timer = window.setTimeout(() => onClose(toast.id), LIMITS.toastMs);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.count, toast.persist, onClose]);

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
        {toast.action ? (
          <button
            type="button"
            className={styles.action}
            onClick={() => {
              toast.action?.onClick();
              onClose(toast.id);
            }}
          >
            {toast.action.label}
          </button>
        ) : null}
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
  const push = useCallback((kind: ToastKind, message: string, options: ToastOptions = {}) => {
    setToasts((list) => {
      const same = list.find((t) => t.kind === kind && t.message === message);
      if (same) return list.map((t) => (t === same ? { ...t, count: t.count + 1 } : t));
      const entry = { id: nextId.current++, kind, message, count: 1, ...options };
      return [...list, entry].slice(-MAX_VISIBLE);
    });
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      success: (message, options) => push('success', message, options),
      error: (message, options) => push('error', message, options),
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
