// Where the support assistant hands over to a person: the support page and the live chat. Its
// own module so the assistant page's browser code does not carry the search library along.

export type HandoverChannel = { kind: "support" | "chat"; url: string };
export type Handover = { reason: "unsure" | "asked"; channels: HandoverChannel[] };

export const HANDOVER_CHANNELS: readonly HandoverChannel[] = [
  { kind: "support", url: "/support" },
  { kind: "chat", url: "/support/chat" },
];

export function handover(reason: Handover["reason"]): Handover {
  return { reason, channels: HANDOVER_CHANNELS.map((channel) => ({ ...channel })) };
}
