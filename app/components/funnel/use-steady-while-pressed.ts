import { useState, useSyncExternalStore } from "react";

// Whether a pointer (mouse, pen, finger) is pressed anywhere on the page. A field that loses
// focus on a press validates at once; a message appearing then would move the control under
// the pointer between press and release, and the click would land elsewhere.
let pressed = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (pressed === next) return;
  pressed = next;
  for (const listener of listeners) listener();
}
const onDown = () => set(true);
// The click follows the release in the same task: let it land first, then show the messages.
const onUp = () => setTimeout(() => set(false), 0);
const onLost = () => set(false);

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    document.addEventListener("pointerdown", onDown, true);
    document.addEventListener("pointerup", onUp, true);
    document.addEventListener("pointercancel", onLost, true);
    window.addEventListener("blur", onLost);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    document.removeEventListener("pointerdown", onDown, true);
    document.removeEventListener("pointerup", onUp, true);
    document.removeEventListener("pointercancel", onLost, true);
    window.removeEventListener("blur", onLost);
    pressed = false;
  };
}

/**
 * The value as it was when the pointer went down, until it is released: what depends on it
 * (a field's message) changes the layout only after the click has landed.
 */
export function useSteadyWhilePressed<T extends string | number | boolean | null>(value: T): T {
  const isPressed = useSyncExternalStore(
    subscribe,
    () => pressed,
    () => false,
  );
  const [held, setHeld] = useState(value);
  if (!isPressed && held !== value) setHeld(value);
  return isPressed ? held : value;
}
