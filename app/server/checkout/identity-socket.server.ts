// The live socket of an identity check (spec section 7: {wss host}/stripe/identity/{room_name}/),
// on the site's own server and port. Only the room's own customer may listen, from one of our
// pages (the Origin is checked: a socket is not protected by the same-origin policy). The
// socket gets one message, the outcome, and is closed (spec section 4).
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import { roomOfSocketPath } from "~/domain/checkout/identity-verification";
import { isCrossOrigin } from "../platform/csrf.server";
import { db } from "../platform/db.server";
import { messageOf, verificationOfRoom, watchRoom } from "./identity-verification.server";
import { logger } from "../platform/logger.server";
import { hostHeaderOf, loadPartner, partnerRequestFor } from "../platform/partner.server";
import { findVisitor } from "../platform/session.server";

/** A check takes minutes; a socket left open longer is closed (the page falls back to its status link). */
const MAX_OPEN_MS = 30 * 60_000;
/** Proxies close a connection that is silent for a minute. */
const PING_EVERY_MS = 25_000;

function refuse(socket: Duplex, status: 400 | 403 | 404): void {
  const reason = { 400: "Bad Request", 403: "Forbidden", 404: "Not Found" }[status];
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** The upgrade request as a fetch Request, so the session and partner are read as for any page. */
function asRequest(incoming: IncomingMessage): Request | null {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  const host = headers.get("host");
  if (!host) return null;
  try {
    return new Request(new URL(incoming.url ?? "/", `http://${host}`), { headers });
  } catch {
    return null;
  }
}

/** The room this upgrade may listen on, or the status to refuse it with. */
export async function authorizeUpgrade(incoming: IncomingMessage): Promise<{ room: string } | { refuse: 400 | 403 | 404 }> {
  const request = asRequest(incoming);
  if (!request) return { refuse: 400 };
  const room = roomOfSocketPath(new URL(request.url).pathname);
  if (!room) return { refuse: 404 };
  const origin = request.headers.get("Origin");
  // Browsers always send Origin on a socket; one from another site is refused (as a cross-site post).
  if (!origin || isCrossOrigin({ method: "POST", fetchSite: null, origin, host: hostHeaderOf(request) })) return { refuse: 403 };
  const partner = await loadPartner(partnerRequestFor(request));
  if (!partner) return { refuse: 404 };
  const visitor = await findVisitor(request, partner);
  if (!visitor || !(await verificationOfRoom(room, visitor))) return { refuse: 403 };
  return { room };
}

function serve(socket: WebSocket, room: string): void {
  const stop = watchRoom(
    room,
    async () => {
      const row = await db.identityVerification.findUnique({ where: { roomName: room }, select: { status: true, errorCode: true } });
      return row ? messageOf(row) : null;
    },
    (message) => {
      socket.send(JSON.stringify(message), () => socket.close(1000, "done"));
    },
  );
  const ping = setInterval(() => socket.ping(), PING_EVERY_MS);
  const expire = setTimeout(() => socket.close(1001, "expired"), MAX_OPEN_MS);
  socket.on("close", () => {
    stop();
    clearInterval(ping);
    clearTimeout(expire);
  });
  // The browser only listens; anything it sends is ignored (and capped by maxPayload).
  socket.on("error", () => socket.terminate());
}

/** Serves identity sockets on the HTTP server (server.mjs calls it once per process). */
export function attachIdentitySockets(server: Server): void {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 1024 });
  server.on("upgrade", (incoming: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on("error", () => socket.destroy());
    authorizeUpgrade(incoming)
      .then((verdict) => {
        if ("refuse" in verdict) return refuse(socket, verdict.refuse);
        sockets.handleUpgrade(incoming, socket, head, (ws) => serve(ws, verdict.room));
      })
      .catch((error) => {
        logger.error({ err: error }, "identity socket upgrade failed");
        refuse(socket, 400);
      });
  });
}
