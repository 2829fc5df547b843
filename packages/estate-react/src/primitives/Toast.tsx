'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useRootProps } from '../config/root.js';

export type ToastTone = 'info' | 'success' | 'danger';

interface ToastItem {
  id: number;
  text: string;
  tone: ToastTone;
}

/** Shows a short notice ('URL copied to clipboard!', 'Comment posted!!') for `durationMs`. */
export type ShowToast = (text: string, options?: { tone?: ToastTone; durationMs?: number }) => void;

const ToastContext = createContext<ShowToast | null>(null);

/** How long a notice stays unless told otherwise. */
export const TOAST_DURATION_MS = 3000;

/**
 * The spec's alerts as polite notices instead of blocking `alert()` boxes: announced by screen
 * readers through a live region, stacked at the bottom of the viewport, gone after a few seconds.
 */
export function Toaster({ children }: { children?: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const show = useCallback<ShowToast>((text, options = {}) => {
    const id = ++nextId.current;
    setToasts((current) => [...current.slice(-2), { id, text, tone: options.tone ?? 'success' }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((current) => current.filter((toast) => toast.id !== id));
    }, options.durationMs ?? TOAST_DURATION_MS);
    timers.current.add(timer);
  }, []);

  const root = useRootProps('toaster');
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div {...root} role="status" aria-live="polite" aria-atomic="false">
        {toasts.map((toast) => (
          <div key={toast.id} className="est-toast" data-tone={toast.tone}>
            {toast.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** The notice function of the nearest provider; outside one, notices are only logged. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  return useMemo(() => show ?? ((text: string) => console.info(text)), [show]);
}
