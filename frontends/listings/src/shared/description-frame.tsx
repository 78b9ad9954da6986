import { theme } from 'antd';

export interface DescriptionFrameProps {
  /** The listing's description: basic HTML, as eBay takes it. */
  html: string;
  height?: number;
  title?: string;
}

/** A document around the description, so it reads as it will on eBay. */
export function descriptionDocument(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
body{font:14px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Arial,sans-serif;color:#191919;margin:12px 16px}
h1,h2,h3{font-size:18px;margin:0 0 8px}ul,ol{padding-left:20px}img{max-width:100%}
</style></head><body>${html}</body></html>`;
}

/**
 * The seller's description, drawn in a sandboxed frame as eBay draws it: no script in it runs and
 * it cannot reach Pennant's page, whatever HTML it holds.
 */
export function DescriptionFrame({
  html,
  height = 280,
  title = 'Listing description',
}: DescriptionFrameProps) {
  const { token } = theme.useToken();
  return (
    <iframe
      sandbox=""
      title={title}
      srcDoc={descriptionDocument(html)}
      data-testid="description-frame"
      style={{
        width: '100%',
        height,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        background: '#fff',
        resize: 'vertical',
        display: 'block',
      }}
    />
  );
}
