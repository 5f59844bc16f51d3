// The one toast system (spec section 8): warnings that stay until closed. ToastProvider (in
// root.tsx) renders them; useToast().warn(message) shows one from anywhere. Each toast is
// role="alert" (read out when it appears) with a labelled close button; focus stays where
// the person is. Toast is also used on its own where a page keeps the message in its state.
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A warning that stays until closed (colour save errors, identity check errors, failed requests). */
export function Toast({ message, closeLabel, onClose }: { message: string; closeLabel: string; onClose: () => void }) {
  return (
    <div className="toast" role="alert">
      <p>{message}</p>
      <button type="button" className="toast-close" onClick={onClose} aria-label={closeLabel}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

type ToastApi = { warn: (message: string) => void };

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation("notices");
  const [toasts, setToasts] = useState<{ id: number; message: string }[]>([]);
  const nextId = useRef(0);
  // The same message twice shows once, as the newest.
  const warn = useCallback((message: string) => {
    nextId.current += 1;
    const id = nextId.current;
    setToasts((shown) => [...shown.filter((toast) => toast.message !== message), { id, message }]);
  }, []);
  const api = useMemo(() => ({ warn }), [warn]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {toasts.length > 0 ? (
        <div className="toast-region">
          {toasts.map((toast) => (
            <Toast
              key={toast.id}
              message={toast.message}
              closeLabel={t("toast.close")}
              onClose={() => setToasts((shown) => shown.filter((other) => other.id !== toast.id))}
            />
          ))}
        </div>
      ) : null}
    </ToastContext.Provider>
  );
}

/** warn(message) shows a closable warning toast (a no-op outside ToastProvider, e.g. in a unit render). */
export function useToast(): ToastApi {
  return useContext(ToastContext) ?? NO_TOASTS;
}

const NO_TOASTS: ToastApi = { warn: () => undefined };
