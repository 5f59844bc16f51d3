// The built-in live chat (decision 0047) against tampering: customer A never reads or posts
// into customer B's conversation, nor another partner's; a partner's admin never reaches another
// partner's conversations (404) and brokers none (403); bad input answers at the field, never a
// 500; the event streams pass on only what their listener may see, and replay what was missed.
// Routes are called as Remix calls them, on a scratch database.
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("live-chat");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "live-chat-test-secret";
process.env.PARTNER_CACHE_SECONDS = "0";

const { db } = await import("~/server/platform/db.server");
const { invalidatePartnerCache } = await import("~/server/platform/partner.server");
const chatRoute = await import("~/routes/support/support-chat");
const chatEvents = await import("~/routes/support/support-chat-events");
const inboxRoute = await import("~/routes/support/admin-support");
const conversationRoute = await import("~/routes/support/admin-support-conversation");
const staffEvents = await import("~/routes/support/admin-support-events");
const h = await import("./support/funnel-harness");
const { answerOf, getRequest, postForm, sessionCookieFrom } = h;

const ACME = "acme.localhost";
const BOEKFIX = "boekfix.localhost";
const ADMIN_HOST = "localhost";
const INSURER = "admin@insurer.example";
const ACME_ADMIN = "admin@acme.example";
const ACME_BROKER = "broker@acme.example";

let clients = 0;
/** Each test posts from its own address, so the per-address limit is only met where a test wants it. */
const newClient = () => `10.0.0.${++clients}`;

beforeAll(async () => {
  // acme's demo chat widget key would load that widget instead of the built-in chat.
  await db.partner.update({ where: { name: "acme" }, data: { chatWidgetKey: null } });
}, 120_000);

type Thread = {
  conversation: { id: string; status: string } | null;
  messages: { id: string; author: string; body: string }[];
  isGuest: boolean;
};
type Failed = { ok: false; values: Record<string, string>; errors: Record<string, string> };

function post(host: string, fields: Record<string, string>, cookie: string | null, client = newClient()) {
  return answerOf(() =>
    chatRoute.action({ request: postForm(host, "/support/chat", fields, cookie), params: {}, context: { clientAddress: client } }),
  );
}

async function thread(host: string, cookie: string | null): Promise<Thread> {
  const answer = await answerOf(() => chatRoute.loader({ request: getRequest(host, "/support/chat", cookie), params: {}, context: {} }));
  expect(answer.status).toBe(200);
  return answer.body as Thread;
}

async function customer(partner: string, tag: string) {
  const user = await db.user.create({
    data: {
      partnerId: await h.partnerId(partner),
      isGuest: false,
      email: `${tag}-${process.pid}@example.nl`,
      firstName: "Femke",
      lastName: tag,
    },
    select: { id: true },
  });
  return { id: user.id, cookie: await h.signedSessionCookie(user.id) };
}

const staffArgs = (request: Request, conversationId?: string) => ({
  request,
  params: conversationId ? { conversationId } : {},
  context: {},
});
const openConversation = (id: string, cookie: string) =>
  answerOf(() => conversationRoute.loader(staffArgs(getRequest(ADMIN_HOST, `/admin/support/${id}`, cookie), id)));
const staffPost = (id: string, fields: Record<string, string>, cookie: string) =>
  answerOf(() => conversationRoute.action(staffArgs(postForm(ADMIN_HOST, `/admin/support/${id}`, fields, cookie), id)));
const inbox = async (cookie: string) => {
  const answer = await answerOf(() => inboxRoute.loader(staffArgs(getRequest(ADMIN_HOST, "/admin/support", cookie))));
  return answer as {
    status: number;
    body: { rows: { id: string; unread: number; status: string; visitorName: string | null; partner: string }[] };
  };
};

describe("customers and their conversations", () => {
  it("a customer's message opens their conversation and the page shows it; another customer sees none of it", async () => {
    const a = await customer("acme", "chat-a");
    const b = await customer("acme", "chat-b");
    const sent = await post(ACME, { body: "  Dekt mijn verzekering waterschade?  " }, a.cookie);
    expect(sent.status).toBe(303);
    expect(sent.location).toBe("/support/chat");

    const aThread = await thread(ACME, a.cookie);
    expect(aThread.messages.map((m) => [m.author, m.body])).toEqual([["customer", "Dekt mijn verzekering waterschade?"]]);
    const stored = await db.chatConversation.findUniqueOrThrow({ where: { id: aThread.conversation!.id } });
    expect(stored).toMatchObject({
      userId: a.id,
      partnerId: await h.partnerId("acme"),
      status: "open",
      visitorName: "Femke chat-a",
      visitorEmail: `chat-a-${process.pid}@example.nl`,
    });

    // B sees nothing of A's, and B's own message opens a conversation of B's own.
    expect((await thread(ACME, b.cookie)).messages).toEqual([]);
    expect((await post(ACME, { body: "Vraag van B" }, b.cookie)).status).toBe(303);
    const bThread = await thread(ACME, b.cookie);
    expect(bThread.conversation!.id).not.toBe(aThread.conversation!.id);
    expect(bThread.messages.map((m) => m.body)).toEqual(["Vraag van B"]);
    expect((await thread(ACME, a.cookie)).messages.map((m) => m.body)).toEqual(["Dekt mijn verzekering waterschade?"]);

    // A second message of A goes into A's one open conversation.
    await post(ACME, { body: "Nog een vraag" }, a.cookie);
    expect(await db.chatConversation.count({ where: { userId: a.id } })).toBe(1);
    expect(await db.chatMessage.count({ where: { conversationId: aThread.conversation!.id } })).toBe(2);
  });

  it("a conversation id in the form changes nothing: a customer can only post into their own", async () => {
    const a = await customer("acme", "chat-forge-a");
    const b = await customer("acme", "chat-forge-b");
    await post(ACME, { body: "A's vraag" }, a.cookie);
    const aConversation = (await thread(ACME, a.cookie)).conversation!.id;
    await post(ACME, { body: "B probeert in te breken", conversationId: aConversation }, b.cookie);
    expect((await db.chatMessage.findMany({ where: { conversationId: aConversation } })).map((m) => m.body)).toEqual(["A's vraag"]);
  });

  it("A's session on another partner's host is no session there: A's conversation stays out of sight and untouched", async () => {
    const a = await customer("acme", "chat-host-a");
    await post(ACME, { body: "Bij acme" }, a.cookie);
    const acmeConversation = (await thread(ACME, a.cookie)).conversation!.id;

    const onBoekfix = await thread(BOEKFIX, a.cookie);
    expect(onBoekfix.messages).toEqual([]);
    expect(onBoekfix.isGuest).toBe(true);
    const sent = await post(BOEKFIX, { body: "Bij boekfix" }, a.cookie);
    expect(sent.status).toBe(303);
    expect((await db.chatMessage.findMany({ where: { conversationId: acmeConversation } })).map((m) => m.body)).toEqual(["Bij acme"]);
    // The boekfix message went to a new guest of boekfix, not to A.
    const boekfixMessage = await db.chatMessage.findFirstOrThrow({ where: { body: "Bij boekfix" }, include: { conversation: true } });
    expect(boekfixMessage.conversation.partnerId).toBe(await h.partnerId("boekfix"));
    expect(boekfixMessage.conversation.userId).not.toBe(a.id);
  });

  it("a visitor without a session becomes a guest with their first message, with the name and address they gave", async () => {
    const sent = await post(BOEKFIX, { body: "Hallo, ik ben nieuw", name: " Gijs Gast ", email: "Gijs@Example.nl" }, null);
    expect(sent.status).toBe(303);
    const cookie = sessionCookieFrom(sent.headers);
    expect(cookie).toBeTruthy();
    const guestThread = await thread(BOEKFIX, cookie);
    expect(guestThread.isGuest).toBe(true);
    expect(guestThread.messages.map((m) => m.body)).toEqual(["Hallo, ik ben nieuw"]);
    expect(await db.chatConversation.findUniqueOrThrow({ where: { id: guestThread.conversation!.id } })).toMatchObject({
      visitorName: "Gijs Gast",
      visitorEmail: "gijs@example.nl",
    });
  });

  it("the widget's post answers with data (it stays on its page) and a cookie for a new guest", async () => {
    const sent = await post(BOEKFIX, { body: "Via de widget", via: "widget" }, null);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ ok: true });
    expect(sessionCookieFrom(sent.headers)).toBeTruthy();
  });
});

describe("bad input", () => {
  it("answers 400 with the error at the field and what was typed kept, and stores nothing", async () => {
    const a = await customer("acme", "chat-bad");
    const before = await db.chatMessage.count();
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ body: "" }, { body: "chat:errors.bodyRequired" }],
      [{ body: "   \n " }, { body: "chat:errors.bodyRequired" }],
      [{ body: "x".repeat(2001) }, { body: "chat:errors.bodyTooLong" }],
      [{ body: "Goed", email: "geen-adres" }, { email: "validations:email" }],
      [{ body: "Goed", name: "n".repeat(101) }, { name: "chat:errors.nameTooLong" }],
      [{}, { body: "chat:errors.bodyRequired" }],
    ];
    for (const [fields, errors] of cases) {
      const answer = await post(ACME, fields, a.cookie);
      expect(answer.status, JSON.stringify(fields).slice(0, 60)).toBe(400);
      const body = answer.body as Failed;
      expect(body.errors).toEqual(errors);
      expect(body.values.body).toBe((fields.body ?? "").slice(0, 10_000));
    }
    // A huge body is cut when kept, never a crash.
    expect((await post(ACME, { body: "y".repeat(60_000) }, a.cookie)).status).toBe(400);
    expect(await db.chatMessage.count()).toBe(before);
  });

  it("a body that is not a form is a 400 and a post from another site a 403, never a 500", async () => {
    const notForm = new Request(`http://${ACME}/support/chat`, {
      method: "POST",
      headers: { Host: ACME, "Content-Type": "multipart/form-data; boundary=x" },
      body: "garbage",
    });
    expect((await answerOf(() => chatRoute.action({ request: notForm, params: {}, context: {} }))).status).toBe(400);
    const crossSite = postForm(ACME, "/support/chat", { body: "Hallo" }, null);
    crossSite.headers.set("Origin", "https://evil.example");
    crossSite.headers.set("Sec-Fetch-Site", "cross-site");
    expect((await answerOf(() => chatRoute.action({ request: crossSite, params: {}, context: {} }))).status).toBe(403);
  });

  it("too many messages in a minute are refused at the field (429) and not stored", async () => {
    const a = await customer("acme", "chat-limit");
    const client = newClient();
    // The limit counts per clock minute: 21 posts that straddle a minute's end would fall in two
    // windows (a loaded machine takes seconds), so start them early in a minute.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 30_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 100));
    for (let i = 0; i < 20; i++) expect((await post(ACME, { body: `Bericht ${i}` }, a.cookie, client)).status).toBe(303);
    const refused = await post(ACME, { body: "Eén te veel" }, a.cookie, client);
    expect(refused.status).toBe(429);
    expect((refused.body as Failed).errors).toEqual({ body: "chat:errors.rateLimited" });
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await db.chatMessage.count({ where: { body: "Eén te veel" } })).toBe(0);
  }, 60_000);

  it("partners with a chat widget of their own, or without support, have no built-in chat (404)", async () => {
    // The demo data gives no partner a widget (decision 0046): direct gets one here.
    await db.partner.update({ where: { name: "direct" }, data: { chatWidgetKey: "0b6c3e1a-5d2f-4c8e-9a7b-1f2e3d4c5b6a" } });
    invalidatePartnerCache("direct");
    for (const host of ["direct.localhost", "solo.localhost"]) {
      expect(
        (await answerOf(() => chatRoute.loader({ request: getRequest(host, "/support/chat", null), params: {}, context: {} }))).status,
      ).toBe(404);
      expect((await post(host, { body: "Hallo" }, null)).status).toBe(404);
      expect(
        (await answerOf(() => chatEvents.loader({ request: getRequest(host, "/support/chat/events", null), params: {}, context: {} })))
          .status,
      ).toBe(404);
    }
  });
});

describe("staff", () => {
  it("the insurer sees every partner's conversations, acme's admin only acme's, a broker nothing (403)", async () => {
    const a = await customer("acme", "chat-staff-a");
    await post(ACME, { body: "Acme-vraag" }, a.cookie);
    const acmeConversation = (await thread(ACME, a.cookie)).conversation!.id;
    const guest = await post(BOEKFIX, { body: "Boekfix-vraag" }, null);
    const boekfixConversation = (await thread(BOEKFIX, sessionCookieFrom(guest.headers)!)).conversation!.id;

    const insurerRows = (await inbox(await h.staffCookie(INSURER))).body.rows.map((r) => r.id);
    expect(insurerRows).toEqual(expect.arrayContaining([acmeConversation, boekfixConversation]));
    const acmeAnswer = await inbox(await h.staffCookie(ACME_ADMIN));
    expect(acmeAnswer.status).toBe(200);
    expect(acmeAnswer.body.rows.map((r) => r.id)).toContain(acmeConversation);
    expect(acmeAnswer.body.rows.map((r) => r.id)).not.toContain(boekfixConversation);
    const acmeName = (await db.partner.findUniqueOrThrow({ where: { name: "acme" } })).displayName;
    expect(acmeAnswer.body.rows.every((r) => r.partner === acmeName)).toBe(true);
    expect((await inbox(await h.staffCookie(ACME_BROKER))).status).toBe(403);
  });

  it("acme's admin gets a 404 for a boekfix conversation, on opening, replying and closing, and nothing changes", async () => {
    const guest = await post(BOEKFIX, { body: "Alleen voor boekfix" }, null);
    const id = (await thread(BOEKFIX, sessionCookieFrom(guest.headers)!)).conversation!.id;
    const acmeAdmin = await h.staffCookie(ACME_ADMIN);
    const before = await db.chatConversation.findUniqueOrThrow({ where: { id } });

    expect((await openConversation(id, acmeAdmin)).status).toBe(404);
    expect((await staffPost(id, { intent: "reply", body: "Ingebroken" }, acmeAdmin)).status).toBe(404);
    expect((await staffPost(id, { intent: "close" }, acmeAdmin)).status).toBe(404);
    expect(await db.chatConversation.findUniqueOrThrow({ where: { id } })).toEqual(before);
    expect(await db.chatMessage.count({ where: { conversationId: id } })).toBe(1);
    // An unknown or absurd id answers the same.
    expect((await openConversation("no-such-conversation", acmeAdmin)).status).toBe(404);
    expect((await openConversation("x".repeat(500), acmeAdmin)).status).toBe(404);
    // A broker is refused outright.
    expect((await openConversation(id, await h.staffCookie(ACME_BROKER))).status).toBe(403);
  });

  it("unread counts go to zero on opening; a reply reaches the customer; closing is audited and ends replies", async () => {
    const a = await customer("acme", "chat-flow");
    await post(ACME, { body: "Eerste vraag" }, a.cookie);
    await post(ACME, { body: "Tweede vraag" }, a.cookie);
    const id = (await thread(ACME, a.cookie)).conversation!.id;
    const admin = await h.staffCookie(ACME_ADMIN);
    const row = async () => (await inbox(admin)).body.rows.find((r) => r.id === id)!;
    expect(await row()).toMatchObject({ unread: 2, status: "open", visitorName: "Femke chat-flow" });

    expect((await openConversation(id, admin)).status).toBe(200);
    expect((await row()).unread).toBe(0);

    const replied = await staffPost(id, { intent: "reply", body: "Ja, dat is gedekt." }, admin);
    expect(replied.status).toBe(303);
    expect((await thread(ACME, a.cookie)).messages.map((m) => [m.author, m.body])).toEqual([
      ["customer", "Eerste vraag"],
      ["customer", "Tweede vraag"],
      ["staff", "Ja, dat is gedekt."],
    ]);
    const staffMessage = await db.chatMessage.findFirstOrThrow({ where: { conversationId: id, author: "staff" } });
    expect(staffMessage.staffId).toBe((await db.staffAccount.findUniqueOrThrow({ where: { email: ACME_ADMIN } })).id);

    // Bad replies: at the field, kept, never a 500.
    const empty = await staffPost(id, { intent: "reply", body: " " }, admin);
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ body: " ", error: "chat:errors.bodyRequired" });
    expect((await staffPost(id, { intent: "reply", body: "z".repeat(2001) }, admin)).status).toBe(400);
    expect((await staffPost(id, { intent: "nonsense" }, admin)).status).toBe(400);

    await post(ACME, { body: "Dank je" }, a.cookie);
    expect((await row()).unread).toBe(1);

    const audits = await db.auditLog.count({ where: { action: "chat_closed" } });
    expect((await staffPost(id, { intent: "close" }, admin)).status).toBe(303);
    expect((await db.chatConversation.findUniqueOrThrow({ where: { id } })).status).toBe("closed");
    expect(await db.auditLog.count({ where: { action: "chat_closed", partnerId: await h.partnerId("acme") } })).toBe(audits + 1);
    // Closing twice writes nothing more.
    await staffPost(id, { intent: "close" }, admin);
    expect(await db.auditLog.count({ where: { action: "chat_closed" } })).toBe(audits + 1);
    const onClosed = await staffPost(id, { intent: "reply", body: "Te laat" }, admin);
    expect(onClosed.status).toBe(409);

    // The customer's next message starts a new conversation; the closed one stays closed.
    await post(ACME, { body: "Nieuwe vraag" }, a.cookie);
    const next = await thread(ACME, a.cookie);
    expect(next.conversation!.id).not.toBe(id);
    expect(next.messages.map((m) => m.body)).toEqual(["Nieuwe vraag"]);

    expect((await staffPost(id, { intent: "reopen" }, admin)).status).toBe(303);
    expect(await db.auditLog.count({ where: { action: "chat_reopened" } })).toBeGreaterThan(0);
  });
});

/** Reads a stream until `until` shows in what came, or time runs out; returns all that came. */
async function readUntil(body: ReadableStream<Uint8Array>, until: string, ms = 5000): Promise<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const deadline = Date.now() + ms;
  try {
    while (!text.includes(until) && Date.now() < deadline) {
      const next = await Promise.race([
        reader.read(),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now())),
      ]);
      if (!next || next.done) break;
      text += decoder.decode(next.value, { stream: true });
    }
  } finally {
    reader.releaseLock();
  }
  return text;
}

async function openStream(run: (request: Request) => Promise<unknown>, request: Request): Promise<Response> {
  const answer = await run(request);
  expect(answer).toBeInstanceOf(Response);
  const response = answer as Response;
  expect(response.headers.get("Content-Type")).toMatch(/^text\/event-stream/);
  expect(response.headers.get("Cache-Control")).toContain("no-transform");
  return response;
}

describe("live event streams", () => {
  it("a customer's stream tells of their own conversation's new messages only; reconnecting replays the missed ones", async () => {
    const a = await customer("acme", "chat-live-a");
    const b = await customer("acme", "chat-live-b");
    await post(ACME, { body: "A begint" }, a.cookie);
    await post(ACME, { body: "B begint" }, b.cookie);
    const aConversation = (await thread(ACME, a.cookie)).conversation!.id;
    const bConversation = (await thread(ACME, b.cookie)).conversation!.id;
    const admin = await h.staffCookie(INSURER);

    const abort = new AbortController();
    const request = new Request(`http://${ACME}/support/chat/events`, { headers: { Host: ACME, Cookie: a.cookie }, signal: abort.signal });
    const response = await openStream((r) => chatEvents.loader({ request: r, params: {}, context: {} }), request);
    // B's reply comes first; A's stream must pass it over and tell of A's only.
    await staffPost(bConversation, { intent: "reply", body: "Voor B" }, admin);
    await staffPost(aConversation, { intent: "reply", body: "Voor A" }, admin);
    const forA = await db.chatMessage.findFirstOrThrow({ where: { body: "Voor A" } });
    const forB = await db.chatMessage.findFirstOrThrow({ where: { body: "Voor B" } });
    const text = await readUntil(response.body!, forA.id);
    abort.abort();
    expect(text).toContain(`id: ${forA.id}`);
    expect(text).toContain(JSON.stringify({ conversationId: aConversation, messageId: forA.id }));
    expect(text).not.toContain(forB.id);
    expect(text).not.toContain("Voor A"); // ids only

    // Reconnecting after the first message: the reply is replayed, B's never.
    const first = await db.chatMessage.findFirstOrThrow({ where: { body: "A begint" } });
    const again = new Request(`http://${ACME}/support/chat/events`, {
      headers: { Host: ACME, Cookie: a.cookie, "Last-Event-ID": first.id },
    });
    const replay = await openStream((r) => chatEvents.loader({ request: r, params: {}, context: {} }), again);
    const replayed = await readUntil(replay.body!, forA.id);
    expect(replayed).toContain(`id: ${forA.id}`);
    expect(replayed).not.toContain(forB.id);
    await replay.body!.cancel();
  });

  it("a visitor without a session gets 204 (nothing to listen for)", async () => {
    const answer = await answerOf(() =>
      chatEvents.loader({ request: getRequest(ACME, "/support/chat/events", null), params: {}, context: {} }),
    );
    expect(answer.status).toBe(204);
  });

  it("acme's admin's stream tells of acme's conversations, never boekfix's; a broker's is refused", async () => {
    const abort = new AbortController();
    const request = new Request(`http://${ADMIN_HOST}/admin/support/events`, {
      headers: { Host: ADMIN_HOST, Cookie: await h.staffCookie(ACME_ADMIN) },
      signal: abort.signal,
    });
    const response = await openStream((r) => staffEvents.loader({ request: r, params: {}, context: {} }), request);
    await post(BOEKFIX, { body: "Live boekfix" }, null);
    const a = await customer("acme", "chat-live-staff");
    await post(ACME, { body: "Live acme" }, a.cookie);
    const acmeMessage = await db.chatMessage.findFirstOrThrow({ where: { body: "Live acme" } });
    const boekfixMessage = await db.chatMessage.findFirstOrThrow({ where: { body: "Live boekfix" } });
    const text = await readUntil(response.body!, acmeMessage.id);
    abort.abort();
    expect(text).toContain(acmeMessage.id);
    expect(text).not.toContain(boekfixMessage.id);

    const broker = await answerOf(() =>
      staffEvents.loader({ request: getRequest(ADMIN_HOST, "/admin/support/events", null).clone(), params: {}, context: {} }),
    );
    expect(broker.status).toBe(302); // not signed in: to the sign-in page
    const brokerRequest = getRequest(ADMIN_HOST, "/admin/support/events", await h.staffCookie(ACME_BROKER));
    expect((await answerOf(() => staffEvents.loader({ request: brokerRequest, params: {}, context: {} }))).status).toBe(403);
  });
});
