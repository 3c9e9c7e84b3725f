/**
 * The hosted checkout's stylesheet, inlined into its pages (no external resources). Calm and
 * quiet: one accent, generous space, system fonts, visible focus, light and dark schemes.
 */
export const CHECKOUT_CSS = `
:root {
  color-scheme: light dark;
  --bg: #f7f4ee;
  --panel: #efe9de;
  --surface: #fffdf9;
  --text: #142326;
  --muted: #4a5a5c;
  --line: #d9d2c5;
  --field-border: #8c958f;
  --accent: #1f6f68;
  --accent-hover: #185a54;
  --on-accent: #ffffff;
  --error: #b3261e;
  --error-bg: #fbeae8;
  --notice-bg: #e4f0ee;
  --focus: #1f6f68;
  --radius: 10px;
  --sans: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  --serif: "Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #0f1b1d;
    --panel: #14262a;
    --surface: #172a2e;
    --text: #ede8df;
    --muted: #b3bdbb;
    --line: #2c4246;
    --field-border: #6f8583;
    --accent: #6cc2b7;
    --accent-hover: #8ad3c9;
    --on-accent: #0b1618;
    --error: #ffb4ab;
    --error-bg: #3a1f1d;
    --notice-bg: #1d3a3a;
    --focus: #8ad3c9;
  }
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  background: var(--bg);
  color: var(--text);
  font: 16px/1.5 var(--sans);
}
[hidden] { display: none !important; }
a { color: var(--accent); text-underline-offset: 3px; }
a:hover { text-decoration-thickness: 2px; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.visually-hidden {
  position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.skip-link { position: absolute; left: 1rem; top: -4rem; background: var(--surface); padding: .5rem 1rem; border-radius: 6px; z-index: 2; }
.skip-link:focus { top: 1rem; }

.site-header { border-bottom: 1px solid var(--line); background: var(--bg); }
.site-header__inner {
  max-width: 1180px; margin: 0 auto; padding: 1.1rem 1.25rem;
  display: flex; align-items: center; justify-content: space-between; gap: 1rem;
}
.brand {
  font: 600 1.6rem/1 var(--serif); letter-spacing: .01em; color: var(--text); text-decoration: none;
}
.secure { color: var(--muted); font-size: .875rem; display: inline-flex; align-items: center; gap: .4rem; }
.secure svg { width: 14px; height: 14px; }

.layout { display: flex; flex-direction: column; }
.panel--summary { background: var(--panel); border-bottom: 1px solid var(--line); }
.panel__inner { padding: 1.5rem 1.25rem 2rem; max-width: 640px; margin: 0 auto; }
h1, h2 { font-family: var(--serif); font-weight: 600; letter-spacing: .005em; margin: 0; }
h1 { font-size: 1.75rem; line-height: 1.2; margin-bottom: .35rem; }
h2 { font-size: 1.3rem; line-height: 1.3; margin-bottom: .9rem; }
.lede { color: var(--muted); margin: 0 0 1.5rem; }

@media (min-width: 1000px) {
  .layout { flex-direction: row-reverse; min-height: calc(100vh - 4.25rem); }
  .panel { flex: 1 1 50%; }
  .panel--summary { border-bottom: 0; border-left: 1px solid var(--line); }
  .panel--form .panel__inner { margin: 0 0 0 auto; max-width: 600px; padding: 2.75rem 3.5rem 3rem 1.5rem; }
  .panel--summary .panel__inner { margin: 0 auto 0 0; max-width: 520px; padding: 2.75rem 1.5rem 3rem 3.5rem; }
}

.lines { list-style: none; margin: 0 0 1.25rem; padding: 0; display: grid; gap: 1rem; }
.line { display: grid; grid-template-columns: 64px 1fr auto; gap: .9rem; align-items: center; }
.line__media { position: relative; width: 64px; height: 64px; }
.line__media img {
  width: 64px; height: 64px; object-fit: cover; border-radius: 10px;
  border: 1px solid var(--line); background: var(--surface); display: block;
}
.line__qty {
  position: absolute; top: -8px; right: -8px; min-width: 22px; height: 22px; padding: 0 6px;
  border-radius: 11px; background: var(--muted); color: var(--bg);
  font-size: .75rem; font-weight: 600; line-height: 22px; text-align: center;
}
.line__title { font-weight: 600; margin: 0; line-height: 1.35; }
.line__meta { color: var(--muted); font-size: .875rem; margin: .1rem 0 0; }
.line__price { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.line__price s { display: block; color: var(--muted); font-size: .8125rem; }

.totals { margin: 0; padding-top: 1.1rem; border-top: 1px solid var(--line); display: grid; grid-template-columns: 1fr auto; gap: .55rem 0; }
.totals dt { margin: 0; }
.totals dd { margin: 0; padding-left: 1rem; text-align: right; font-variant-numeric: tabular-nums; }
.totals .sub { display: block; color: var(--muted); font-size: .8125rem; }
.totals .pending { color: var(--muted); font-size: .875rem; }
.code { display: inline-block; margin-left: .35rem; padding: 0 .45rem; border-radius: 6px; border: 1px solid var(--line); font-size: .75rem; letter-spacing: .04em; vertical-align: 1px; }
.totals .grand { font-size: 1.2rem; font-weight: 650; padding-top: .8rem; margin-top: .35rem; border-top: 1px solid var(--line); }
.totals dd.grand { white-space: nowrap; }
.currency { color: var(--muted); font-size: .75rem; font-weight: 500; margin-right: .4rem; vertical-align: 2px; }

.section { margin: 0 0 2rem; }
.section__hint { color: var(--muted); font-size: .875rem; margin: -.5rem 0 1rem; }
.row { display: grid; gap: 0 .85rem; grid-template-columns: 1fr; }
.row--pair { grid-template-columns: 1fr 1fr; }
@media (min-width: 560px) {
  .row--2 { grid-template-columns: 1fr 1fr; }
  .row--3 { grid-template-columns: 1.3fr 1fr .8fr; }
}
.field { margin: 0 0 1rem; min-width: 0; }
.field label { display: block; font-weight: 550; font-size: .9375rem; margin: 0 0 .35rem; }
.optional { color: var(--muted); font-weight: 400; }
input, select {
  width: 100%; min-height: 48px; padding: .7rem .85rem;
  font: inherit; color: var(--text); background: var(--surface);
  border: 1px solid var(--field-border); border-radius: 8px;
}
select {
  appearance: none; padding-right: 2.4rem;
  background-image: linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position: calc(100% - 1.15rem) 55%, calc(100% - .8rem) 55%;
  background-size: 6px 6px, 6px 6px; background-repeat: no-repeat;
}
input:focus-visible, select:focus-visible { outline: 3px solid var(--focus); outline-offset: 1px; border-color: var(--focus); }
[aria-invalid="true"] { border: 2px solid var(--error); }
.field-error { color: var(--error); font-size: .875rem; margin: .4rem 0 0; display: flex; gap: .4rem; }
.field-error::before { content: "!"; flex: none; width: 1.1rem; height: 1.1rem; margin-top: .15rem; border-radius: 50%; background: var(--error); color: var(--bg); font-size: .75rem; font-weight: 700; line-height: 1.1rem; text-align: center; }

.alert { border-radius: var(--radius); padding: 1rem 1.1rem; margin: 0 0 1.75rem; }
.alert:focus { outline: 3px solid var(--focus); outline-offset: 2px; }
.alert--error { background: var(--error-bg); border: 2px solid var(--error); }
.alert--error h2 { font-size: 1.1rem; margin: 0 0 .4rem; }
.alert--error ul { margin: 0; padding-left: 1.2rem; }
.alert--error a { color: var(--text); font-weight: 550; }
.alert--notice { background: var(--notice-bg); border: 1px solid var(--accent); }
.alert p { margin: 0; }

.test-card { background: var(--surface); border: 1px dashed var(--field-border); border-radius: 8px; padding: .75rem .9rem; font-size: .875rem; color: var(--muted); margin: 0 0 1.1rem; }
.test-card strong { color: var(--text); font-variant-numeric: tabular-nums; letter-spacing: .02em; }

.pay-recap { display: flex; justify-content: space-between; font-weight: 650; font-size: 1.1rem; margin: 0 0 .9rem; }
@media (min-width: 1000px) { .pay-recap { display: none; } }
.pay {
  width: 100%; min-height: 56px; border: 0; border-radius: var(--radius); cursor: pointer;
  background: var(--accent); color: var(--on-accent); font: 650 1.0625rem/1 var(--sans); letter-spacing: .01em;
}
.pay:hover { background: var(--accent-hover); }
.pay:focus-visible { outline: 3px solid var(--text); outline-offset: 3px; }
.fine-print { color: var(--muted); font-size: .8125rem; margin: 1rem 0 0; text-align: center; }

.policies { border-top: 1px solid var(--line); margin-top: 2.25rem; padding-top: 1rem; display: flex; flex-wrap: wrap; gap: .5rem 1.25rem; font-size: .8125rem; }
.policies a { color: var(--muted); }

.message { max-width: 560px; margin: 0 auto; padding: 4.5rem 1.25rem; text-align: center; }
.message p { color: var(--muted); margin: .75rem 0 2rem; }
.button {
  display: inline-block; padding: .95rem 1.6rem; border-radius: var(--radius);
  background: var(--accent); color: var(--on-accent); font-weight: 650; text-decoration: none;
}
.button:hover { background: var(--accent-hover); }

@media (prefers-reduced-motion: no-preference) {
  .pay, .button { transition: background-color .15s ease; }
}
`;
