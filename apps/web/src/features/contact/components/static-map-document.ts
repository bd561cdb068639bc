const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * A self-contained page for the map frame: streets drawn with CSS, a pin and the address.
 * It loads nothing from anywhere, so the Contact page makes no outside request until asked.
 */
export function staticMapDocument(address: string, mapLink: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>
html,body{margin:0;height:100%;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
body{display:grid;place-items:center;background-color:#eef2f0;
background-image:linear-gradient(90deg,#fff 0 14px,transparent 14px),linear-gradient(#fff 0 10px,transparent 10px),
linear-gradient(35deg,transparent 48%,#dbe7e1 48% 52%,transparent 52%);
background-size:180px 100%,100% 130px,100% 100%;background-position:60px 0,0 40px,0 0}
.card{display:flex;gap:12px;align-items:center;max-width:min(90%,420px);padding:14px 18px;border-radius:14px;
background:#fff;box-shadow:0 10px 30px rgba(15,23,42,.15);color:#0f172a}
.pin{flex:none;width:36px;height:36px}
p{margin:0 0 4px;font-size:15px;line-height:1.4}
a{color:#0f766e;font-weight:600;font-size:14px}
</style></head><body><div class="card">
<svg class="pin" viewBox="0 0 24 24" aria-hidden="true"><path fill="#0f766e" d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"/></svg>
<div><p>${escapeHtml(address)}</p><a href="${escapeHtml(mapLink)}" target="_blank" rel="noreferrer">Open in OpenStreetMap</a></div>
</div></body></html>`;
}
