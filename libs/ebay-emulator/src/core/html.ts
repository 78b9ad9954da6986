/** Small HTML helpers for the emulator's pages (consent, errors, item pages). */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

export interface PageOptions {
  title: string;
  body: string;
  lang?: string;
  /** `wide` for item pages; the sign-in and error pages are a narrow card. */
  layout?: 'narrow' | 'wide';
}

const STYLES = `
  *{box-sizing:border-box}
  body{margin:0;font-family:"Market Sans",Arial,Helvetica,sans-serif;color:#191919;background:#f7f7f7}
  header{background:#fff;border-bottom:1px solid #e5e5e5;padding:16px 24px}
  .logo{font-size:32px;font-weight:700;letter-spacing:-2px;text-decoration:none}
  .logo .e{color:#e53238}.logo .b{color:#0064d2}.logo .a{color:#f5af02}.logo .y{color:#86b817}
  main{max-width:440px;margin:40px auto;background:#fff;border:1px solid #e5e5e5;border-radius:16px;padding:32px}
  h1{font-size:24px;margin:0 0 16px}
  p{line-height:1.5}
  ul.scopes{padding-left:20px;font-size:14px;color:#555;word-break:break-all}
  label{display:block;font-weight:700;margin:16px 0 6px}
  input[type=text]{width:100%;padding:12px;border:1px solid #8f8f8f;border-radius:8px;font-size:16px}
  .actions{display:flex;gap:12px;margin-top:24px}
  button{flex:1;padding:12px;border-radius:24px;font-size:16px;font-weight:700;cursor:pointer}
  button.primary{background:#3665f3;border:1px solid #3665f3;color:#fff}
  button.secondary{background:#fff;border:1px solid #3665f3;color:#3665f3}
  .error{color:#e0103a;font-weight:700}
  footer{text-align:center;font-size:12px;color:#767676;margin-bottom:32px}
  input[type=password]{width:100%;padding:12px;border:1px solid #8f8f8f;border-radius:8px;font-size:16px}
  .hint{font-size:13px;color:#555}
  main.wide{max-width:1100px;border-radius:8px}
  .item{display:flex;gap:32px;flex-wrap:wrap}
  .gallery{flex:1 1 420px}
  .gallery img.main{width:100%;max-height:560px;object-fit:contain;background:#f7f7f7;border-radius:8px}
  .thumbs{display:flex;gap:8px;flex-wrap:wrap;margin-top:8px}
  .thumbs img{width:64px;height:64px;object-fit:cover;border:1px solid #e5e5e5;border-radius:4px}
  .summary{flex:1 1 380px}
  .price{font-size:28px;font-weight:700;margin:8px 0}
  .banner{padding:12px 16px;border-radius:8px;background:#fff4e5;border:1px solid #f5af02;font-weight:700}
  .banner.sold{background:#e9f5e1;border-color:#86b817}
  table.specifics{border-collapse:collapse;width:100%;font-size:14px}
  table.specifics th{text-align:left;color:#555;font-weight:400;padding:6px 12px 6px 0;width:40%;vertical-align:top}
  table.specifics td{padding:6px 0}
  iframe.description{width:100%;min-height:240px;border:1px solid #e5e5e5;border-radius:8px}
`;

export function renderPage({ title, body, lang = 'en', layout = 'narrow' }: PageOptions): string {
  return `<!DOCTYPE html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
</head>
<body>
<header><span class="logo" aria-label="eBay"><span class="e">e</span><span class="b">b</span><span class="a">a</span><span class="y">y</span></span></header>
<main${layout === 'wide' ? ' class="wide"' : ''}>
${body}
</main>
<footer>Local eBay emulator: no real eBay account is used.</footer>
</body>
</html>`;
}

export function renderErrorPage(heading: string, detail: string): string {
  return renderPage({
    title: 'Error | eBay',
    body: `<h1>${escapeHtml(heading)}</h1>\n<p class="error" role="alert">${escapeHtml(detail)}</p>`,
  });
}
