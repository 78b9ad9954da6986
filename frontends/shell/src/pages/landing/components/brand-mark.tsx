import { FlagFilled } from '@ant-design/icons';
import { PRODUCT_NAME } from '@pennant/contracts';
import { theme } from 'antd';

export interface BrandMarkProps {
  inverted?: boolean;
}

/** The Pennant wordmark with its pennant flag. */
export function BrandMark({ inverted = false }: BrandMarkProps) {
  const { token } = theme.useToken();
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        fontSize: 22,
        fontWeight: 700,
        letterSpacing: -0.3,
        color: inverted ? '#fff' : token.colorTextHeading,
      }}
    >
      <FlagFilled style={{ color: inverted ? '#fff' : token.colorPrimary }} aria-hidden />
      {PRODUCT_NAME}
    </span>
  );
}
