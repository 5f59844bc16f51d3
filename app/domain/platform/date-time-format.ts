// An instant with its time, DD-MM-YYYY HH:mm:ss in Amsterdam: staff pages and chat only, apart
// from formatting.ts so the customer pages' shared chunk carries no time formatter.
import { formatDate } from "./formatting";

const AMSTERDAM_TIME = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Amsterdam",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** DD-MM-YYYY HH:mm:ss of an instant, in Amsterdam (audit logs, message times). */
export function formatDateTime(value: Date): string {
  const parts = Object.fromEntries(AMSTERDAM_TIME.formatToParts(value).map((p) => [p.type, p.value]));
  return `${formatDate(value)} ${parts.hour}:${parts.minute}:${parts.second}`;
}
