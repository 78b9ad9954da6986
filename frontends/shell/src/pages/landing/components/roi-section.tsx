import { Card, Col, Divider, InputNumber, Row, Slider, Space, Typography, theme } from 'antd';
import { useId, useMemo, useState } from 'react';
import { SECTION_IDS } from '../content';
import {
  DEFAULT_CARDS_PER_DAY,
  LABOUR_CENTS_PER_HOUR,
  MANUAL_SECONDS_PER_CARD,
  PENNANT_SECONDS_PER_CARD,
  MAX_CARDS_PER_DAY,
  MIN_CARDS_PER_DAY,
  WORKING_DAYS_PER_MONTH,
  clampCardsPerDay,
  compareRoi,
  formatCents,
  formatCount,
  formatDuration,
  formatMills,
  type RoiWorkflow,
} from '../roi';
import { LandingSection } from './landing-section';

const SLIDER_MAX = 1000;

interface WorkflowCardProps {
  title: string;
  workflow: RoiWorkflow;
  highlight?: boolean;
  testId: string;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, padding: '6px 0' }}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Typography.Text strong>{value}</Typography.Text>
    </div>
  );
}

function WorkflowCard({ title, workflow, highlight = false, testId }: WorkflowCardProps) {
  const { token } = theme.useToken();
  const secondsLabel =
    workflow.secondsPerCard >= 60
      ? `${workflow.secondsPerCard / 60} min`
      : `${workflow.secondsPerCard} s`;
  return (
    <Card
      data-testid={testId}
      title={title}
      style={{
        height: '100%',
        borderRadius: 12,
        borderColor: highlight ? token.colorPrimaryBorder : undefined,
      }}
    >
      <Figure label="Time per card" value={secondsLabel} />
      <Figure label="Labour per card" value={formatMills(workflow.labourMillsPerCard)} />
      <Figure label="Time per day" value={formatDuration(workflow.hoursPerDay)} />
      <Figure label="Cards per month" value={formatCount(workflow.cardsPerMonth)} />
      <Divider style={{ margin: '12px 0' }} />
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography.Text>Labour per month</Typography.Text>
        <span
          data-testid={`${testId}-monthly`}
          style={{
            fontSize: 28,
            fontWeight: 700,
            color: highlight ? token.colorPrimary : undefined,
          }}
        >
          {formatCents(workflow.monthlyLabourCents)}
        </span>
      </div>
    </Card>
  );
}

function CardsPerDayInput({
  value,
  onChange,
}: {
  value: number;
  onChange: (value: number) => void;
}) {
  const inputId = useId();
  return (
    <div style={{ maxWidth: 640, margin: '0 auto 32px' }}>
      <label htmlFor={inputId} style={{ display: 'block', fontWeight: 600, marginBottom: 8 }}>
        Cards per day
      </label>
      <Row gutter={16} align="middle">
        <Col flex="auto">
          <Slider
            min={MIN_CARDS_PER_DAY}
            max={SLIDER_MAX}
            value={Math.min(value, SLIDER_MAX)}
            onChange={(next) => onChange(clampCardsPerDay(next))}
            ariaLabelForHandle="Cards per day"
          />
        </Col>
        <Col flex="120px">
          <InputNumber
            id={inputId}
            min={MIN_CARDS_PER_DAY}
            max={MAX_CARDS_PER_DAY}
            step={1}
            precision={0}
            value={value}
            onChange={(next) => onChange(clampCardsPerDay(next))}
            style={{ width: '100%' }}
          />
        </Col>
      </Row>
    </div>
  );
}

/** Manual listing against Pennant for the visitor's own daily volume. */
export function RoiSection() {
  const { token } = theme.useToken();
  const [cardsPerDay, setCardsPerDay] = useState(DEFAULT_CARDS_PER_DAY);
  const roi = useMemo(() => compareRoi(cardsPerDay), [cardsPerDay]);
  const hourlyRate = formatCents(LABOUR_CENTS_PER_HOUR);

  return (
    <LandingSection
      id={SECTION_IDS.roi}
      title="ROI calculator"
      subtitle="Compare the labour of listing by hand with reviewing Pennant's work. Change the number of cards you list a day."
      background="#f7f9fc"
    >
      <CardsPerDayInput value={roi.cardsPerDay} onChange={setCardsPerDay} />
      <Row gutter={[24, 24]}>
        <Col xs={24} md={12}>
          <WorkflowCard title="Manual listing" workflow={roi.manual} testId="roi-manual" />
        </Col>
        <Col xs={24} md={12}>
          <WorkflowCard title="Pennant" workflow={roi.pennant} highlight testId="roi-pennant" />
        </Col>
      </Row>
      <Card
        style={{
          marginTop: 24,
          borderRadius: 12,
          background: token.colorSuccessBg,
          borderColor: token.colorSuccessBorder,
        }}
      >
        <Row gutter={[24, 16]} align="middle">
          <Col xs={24} md={10}>
            <Typography.Text type="secondary">Labour saved per month</Typography.Text>
            <div
              data-testid="roi-saving"
              style={{ fontSize: 36, fontWeight: 700, color: token.colorSuccessText }}
            >
              {formatCents(roi.monthlySavingCents)}
            </div>
          </Col>
          <Col xs={24} md={14}>
            <Typography.Paragraph style={{ marginBottom: 0, fontSize: 15 }}>
              In the {formatDuration(roi.manual.hoursPerDay)} a day that{' '}
              {formatCount(roi.cardsPerDay)} cards take by hand, Pennant lets you review{' '}
              <strong data-testid="roi-capacity">
                {formatCount(roi.pennantCapacityPerDay)} cards a day (
                {formatCount(roi.pennantCapacityPerMonth)} a month)
              </strong>
              .
            </Typography.Paragraph>
          </Col>
        </Row>
      </Card>
      <Space direction="vertical" size={4} style={{ marginTop: 20, width: '100%' }}>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          Assumptions: {WORKING_DAYS_PER_MONTH} working days a month; labour at {hourlyRate} an hour
          (the {formatMills(roi.manual.labourMillsPerCard)} it costs to spend{' '}
          {MANUAL_SECONDS_PER_CARD / 60} minutes on a card by hand); {PENNANT_SECONDS_PER_CARD}{' '}
          seconds of review per card with Pennant. Labour only: Pennant&apos;s fee is a share of
          your sales and is explained under Pricing.
        </Typography.Text>
      </Space>
    </LandingSection>
  );
}
