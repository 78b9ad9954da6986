import { CheckCircleFilled } from '@ant-design/icons';
import { Card, Col, Row, Typography, theme } from 'antd';
import { useRef, type KeyboardEvent } from 'react';
import { ONBOARDING_STEP_TITLES } from '../service';

export const stepTabId = (step: number) => `onboarding-step-tab-${step}`;
export const STEP_PANEL_ID = 'onboarding-step-panel';

export interface StepCardsProps {
  current: number;
  /** Steps whose work is already done (shown with a check). */
  done: ReadonlySet<number>;
  disabled?: boolean;
  onSelect: (step: number) => void;
}

/**
 * The four steps as clickable cards. They form a tab list (arrow keys move between them, Enter
 * or Space opens one) whose panel is the current step.
 */
export function StepCards({ current, done, disabled = false, onSelect }: StepCardsProps) {
  const { token } = theme.useToken();
  const refs = useRef<Array<HTMLDivElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, step: number) => {
    const count = ONBOARDING_STEP_TITLES.length;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!disabled) onSelect(step);
      return;
    }
    const offset = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (offset === 0) return;
    event.preventDefault();
    const target = ((step - 1 + offset + count) % count) + 1;
    refs.current[target - 1]?.focus();
  };

  return (
    <Row gutter={[16, 16]} role="tablist" aria-label="Setup steps">
      {ONBOARDING_STEP_TITLES.map((title, index) => {
        const step = index + 1;
        const selected = step === current;
        const complete = done.has(step) && !selected;
        return (
          <Col xs={12} md={6} key={title}>
            <Card
              ref={(element) => {
                refs.current[index] = element;
              }}
              role="tab"
              id={stepTabId(step)}
              aria-selected={selected}
              aria-controls={STEP_PANEL_ID}
              aria-disabled={disabled || undefined}
              tabIndex={selected ? 0 : -1}
              hoverable={!disabled}
              size="small"
              onClick={() => !disabled && onSelect(step)}
              onKeyDown={(event) => onKeyDown(event, step)}
              style={{
                height: '100%',
                cursor: disabled ? 'default' : 'pointer',
                borderColor: selected ? token.colorPrimary : undefined,
                boxShadow: selected ? `0 0 0 1px ${token.colorPrimary}` : undefined,
                background: selected ? token.colorPrimaryBg : undefined,
              }}
            >
              <Typography.Text
                type="secondary"
                style={{ fontSize: 12, textTransform: 'uppercase', letterSpacing: 0.5 }}
              >
                Step {step}
              </Typography.Text>
              <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 4 }}>
                <Typography.Text strong>{title}</Typography.Text>
                {complete && (
                  <CheckCircleFilled
                    style={{ color: token.colorSuccess }}
                    aria-label="done"
                    role="img"
                  />
                )}
              </div>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
