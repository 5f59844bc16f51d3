// The hyphen package ships no types; the per-language modules this app uses (server only:
// app/server/platform/hyphenation.server.ts).
declare module "hyphen/*/index.js" {
  const hyphenator: {
    hyphenateSync(text: string, options?: { hyphenChar?: string; minWordLength?: number; debug?: boolean }): string;
  };
  export default hyphenator;
}
