import { useLocation } from "@remix-run/react";

/** The current URL with some query parameters set or removed (null); keeps the rest, _gl included. */
export function useHrefWith(): (changes: Record<string, string | null>) => string {
  const location = useLocation();
  return (changes) => {
    const params = new URLSearchParams(location.search);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) params.delete(name);
      else params.set(name, value);
    }
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ""}`;
  };
}
