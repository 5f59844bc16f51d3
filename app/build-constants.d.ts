// Constants the build puts in (scripts/vite-plugins.ts).

/** Where the browser fetches a language's namespaces: `${__TEXTS_PATH__}/nl/funnel.json`. */
declare const __TEXTS_PATH__: string;
