// Registers /sw.js (decision 0051) and reloads the page once when an updated worker takes over.
// Production builds only, and from customer pages only (staff pages never register it).
// A first install also changes the controller (clients.claim): no reload then, since the page
// had no worker before.
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  let reloading = false;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });
  const register = () => void navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
  // After the page has loaded, so installing never competes with the page's own requests.
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
