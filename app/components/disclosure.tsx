import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";

/**
 * A menu that opens and closes without JavaScript (<details>), closes on navigation and on
 * Escape, and returns focus to its button.
 */
export function Disclosure(props: {
  label: ReactNode;
  /** The accessible name, when the visible label is an abbreviation. */
  ariaLabel?: string;
  children: ReactNode;
  className?: string;
  panelClassName?: string;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  const shownKey = useRef(location.key);

  // Close after a navigation, but not on hydration: a menu opened before the script ran stays open.
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    if (ref.current) ref.current.open = false;
  }, [location.key]);

  return (
    <details
      ref={ref}
      className={`disclosure ${props.className ?? ""}`}
      onKeyDown={(event) => {
        if (event.key === "Escape" && ref.current?.open) {
          ref.current.open = false;
          ref.current.querySelector("summary")?.focus();
        }
      }}
    >
      <summary className="disclosure-button" aria-label={props.ariaLabel}>
        {props.label}
      </summary>
      <div className={`disclosure-panel ${props.panelClassName ?? ""}`}>{props.children}</div>
    </details>
  );
}
