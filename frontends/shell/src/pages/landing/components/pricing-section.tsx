import { CheckOutlined } from '@ant-design/icons';
import { PLATFORM_FEE_PERCENT } from '@pennant/contracts';
import { Card, Col, Row, Typography, theme } from 'antd';
import { FEE_PERCENT_LABEL, SECTION_IDS } from '../content';
import { formatCents } from '../roi';
import { LandingSection } from './landing-section';

const EXAMPLE_GROSS_CENTS = 100_000;
const EXAMPLE_REFUNDS_CENTS = 5_000;

/** The fee on `netCents` in whole cents, from the fee percent string ("2.00"), rounded half up. */
function feeCents(netCents: number): number {
  const [whole, fraction = ''] = PLATFORM_FEE_PERCENT.split('.');
  const basisPoints = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return Math.floor((netCents * basisPoints + 5_000) / 10_000);
}

const FEE_FACTS = [
  'No subscription',
  'No setup fee',
  'Billed monthly',
  'Only on items listed through Pennant',
] as const;

function FeeExample() {
  const net = EXAMPLE_GROSS_CENTS - EXAMPLE_REFUNDS_CENTS;
  const rows = [
    {
      label: 'Gross sales of items listed through Pennant',
      value: formatCents(EXAMPLE_GROSS_CENTS),
    },
    { label: 'Refunds', value: `− ${formatCents(EXAMPLE_REFUNDS_CENTS)}` },
    { label: 'Net sales', value: formatCents(net) },
    { label: `Pennant fee (${FEE_PERCENT_LABEL})`, value: formatCents(feeCents(net)) },
  ];
  return (
    <Card title="Example month" style={{ height: '100%', borderRadius: 12 }}>
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 15 }}>
        <tbody>
          {rows.map((row, index) => (
            <tr
              key={row.label}
              style={{
                borderTop: index === rows.length - 1 ? '1px solid rgba(0,0,0,0.12)' : undefined,
                fontWeight: index === rows.length - 1 ? 600 : undefined,
              }}
            >
              <th
                scope="row"
                style={{ textAlign: 'left', fontWeight: 'inherit', padding: '8px 0' }}
              >
                {row.label}
              </th>
              <td style={{ textAlign: 'right', padding: '8px 0' }}>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Typography.Paragraph type="secondary" style={{ margin: '16px 0 0' }}>
        A month without sales costs nothing.
      </Typography.Paragraph>
    </Card>
  );
}

/** The whole price: a share of net sales, explained. */
export function PricingSection() {
  const { token } = theme.useToken();
  return (
    <LandingSection
      id={SECTION_IDS.pricing}
      title="Simple pricing"
      subtitle="You pay only when you sell."
      background="#fff"
    >
      <Row gutter={[24, 24]} align="stretch">
        <Col xs={24} md={12}>
          <Card
            style={{ height: '100%', borderRadius: 12, borderColor: token.colorPrimaryBorder }}
            styles={{ body: { padding: 32 } }}
          >
            <div
              style={{ fontSize: 56, fontWeight: 800, color: token.colorPrimary, lineHeight: 1 }}
            >
              {FEE_PERCENT_LABEL}
            </div>
            <Typography.Title level={4} style={{ marginTop: 8 }}>
              of net sales
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ fontSize: 15 }}>
              Net sales are what buyers paid for the items listed through Pennant (shipping
              included, eBay’s sales tax not) minus refunds. The fee is billed once a month.
            </Typography.Paragraph>
            <ul style={{ listStyle: 'none', padding: 0, margin: '0 0 16px' }}>
              {FEE_FACTS.map((fact) => (
                <li key={fact} style={{ padding: '4px 0', fontSize: 15 }}>
                  <CheckOutlined
                    style={{ color: token.colorSuccess, marginRight: 10 }}
                    aria-hidden
                  />
                  {fact}
                </li>
              ))}
            </ul>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              Sales are tracked through eBay&apos;s official API. Every listing Pennant publishes
              carries its eBay item ID, so each sale is matched to the listing it came from.
            </Typography.Paragraph>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <FeeExample />
        </Col>
      </Row>
    </LandingSection>
  );
}
