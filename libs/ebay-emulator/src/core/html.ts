/** Small HTML helpers for the consent host's pages. */

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
`;

export function renderPage({ title, body, lang = 'en' }: PageOptions): string {
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
<main>
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
