import { Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export const CONTENT_MAX_WIDTH = 1120;

export interface LandingSectionProps {
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  background?: string;
  /** Light text on a dark background. */
  dark?: boolean;
  children: ReactNode;
}

const innerStyle: CSSProperties = { maxWidth: CONTENT_MAX_WIDTH, margin: '0 auto' };

/** One band of the landing page: an anchor target with a centred heading. */
export function LandingSection({
  id,
  title,
  subtitle,
  background,
  dark = false,
  children,
}: LandingSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      style={{ padding: '80px 24px', background, scrollMarginTop: 16 }}
    >
      <div style={innerStyle}>
        <header style={{ textAlign: 'center', maxWidth: 720, margin: '0 auto 48px' }}>
          <Typography.Title
            level={2}
            id={headingId}
            style={{ marginTop: 0, color: dark ? '#fff' : undefined }}
          >
            {title}
          </Typography.Title>
          {subtitle && (
            <Typography.Paragraph
              style={{
                fontSize: 17,
                marginBottom: 0,
                color: dark ? 'rgba(255,255,255,0.75)' : 'rgba(0,0,0,0.58)',
              }}
            >
              {subtitle}
            </Typography.Paragraph>
          )}
        </header>
        {children}
      </div>
    </section>
  );
}
