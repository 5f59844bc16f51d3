// The editor's own look, in its chunk (app.css is every customer's). Fixed colours, not the
// partner's: the editor must stay readable whatever colours the admin is trying out.
export const EDITOR_CSS = `
.cem-bar{position:fixed;top:0;left:0;right:0;z-index:2147483000;background:#111827;color:#f9fafb;padding:.4rem .75rem;display:flex;flex-wrap:wrap;gap:.4rem .75rem;align-items:center;font:14px/1.4 system-ui,sans-serif;box-shadow:0 2px 6px rgba(0,0,0,.3)}
.cem-bar p{margin:0}
.cem-title{font-weight:700}
.cem-globals{display:flex;flex-wrap:wrap;gap:.3rem;list-style:none;margin:0;padding:0}
.cem-swatch{width:1.6rem;height:1.6rem;border-radius:50%;border:2px solid #f9fafb;cursor:pointer;padding:0}
.cem-actions{display:flex;flex-wrap:wrap;gap:.35rem;align-items:center}
.cem-actions form{display:inline}
.cem-bar button,.cem-panel button{font:inherit;background:#f9fafb;color:#111827;border:1px solid #9ca3af;border-radius:.3rem;padding:.25rem .6rem;cursor:pointer}
.cem-bar button[aria-pressed=true]{background:#fde047}
.cem-bar button:disabled{opacity:.55;cursor:default}
.cem-count{font-variant-numeric:tabular-nums}
.cem-hint,.cem-notice,.cem-contrast{flex-basis:100%}
.cem-contrast{background:#7f1d1d;padding:.3rem .5rem;border-radius:.3rem}
.cem-contrast ul{margin:.2rem 0;padding-left:1.2rem}
.cem-outline{position:fixed;pointer-events:none;z-index:2147482999;border:2px dashed #f59e0b;border-radius:3px}
.cem-selected{border-style:solid;border-color:#2563eb}
.cem-failing{border-color:#dc2626;border-width:3px}
.cem-panel{position:fixed;z-index:2147483001;right:1rem;top:6rem;width:min(22rem,calc(100vw - 2rem));max-height:calc(100vh - 8rem);overflow:auto;background:#fff;color:#111827;border:1px solid #9ca3af;border-radius:.5rem;box-shadow:0 6px 24px rgba(0,0,0,.25);padding:.75rem;font:14px/1.4 system-ui,sans-serif}
.cem-panel header{display:flex;justify-content:space-between;gap:.5rem;align-items:start}
.cem-panel h2{font-size:1rem;margin:0 0 .5rem;color:#111827}
.cem-key{border-top:1px solid #e5e7eb;padding:.5rem 0}
.cem-key label{font-weight:700}
.cem-key-meta{margin:.1rem 0 .4rem;color:#4b5563;font-size:12px}
.cem-key-inputs{display:flex;gap:.5rem;align-items:start;flex-wrap:wrap}
.cem-key-inputs .react-colorful{width:150px;height:120px}
.cem-key input{width:7rem;font:inherit;padding:.25rem .4rem;border:1px solid #6b7280;border-radius:.3rem;color:#111827;background:#fff}
.cem-panel .field-warning{color:#7f1d1d;background:#fef2f2;padding:.4rem;border-radius:.3rem}
@media (max-width:600px){.cem-panel{left:0;right:0;top:auto;bottom:0;width:auto;max-height:55vh;border-radius:.5rem .5rem 0 0}.cem-title{flex-basis:100%}}
`;
