import type { Card, CardEditableField, IdentifiedField } from '@pennant/contracts';
import { Col, Form, Input, Row, Tag, Tooltip, type InputProps } from 'antd';
import type { ReactNode } from 'react';
import { checkYear, parseYear, type CardFormValues } from './card-form';
import { IDENTIFIED_FIELD_LABELS } from './doubt';
import { knownSport, typedYear } from './fill-preview';
import { BrandField, PlayerField, SetField } from './identity-fields';

interface IdentitySectionProps {
  card: Card;
  /** The form's values as they are now. */
  values: Partial<CardFormValues>;
}

/** The field's name, with an amber "Check" where the engine doubts it, or a note when the dealer corrected it. */
function FieldLabel({
  text,
  doubtful,
  corrected,
}: {
  text: string;
  doubtful: boolean;
  corrected: boolean;
}) {
  return (
    <span>
      {text}
      {doubtful && (
        <Tooltip title="Pennant is not sure of this: check it against the photo">
          <Tag
            color="warning"
            bordered={false}
            style={{
              marginLeft: 6,
              marginInlineEnd: 0,
              fontSize: 11,
              lineHeight: '16px',
              paddingInline: 4,
            }}
            data-doubtful="true"
          >
            Check
          </Tag>
        </Tooltip>
      )}
      {corrected && (
        <Tag bordered={false} style={{ marginLeft: 6, fontSize: 11, lineHeight: '16px' }}>
          yours
        </Tag>
      )}
    </span>
  );
}

/** The year as typed ("91", "91-92"), written out in full ("1991") when the cursor leaves it. */
function YearInput({
  value,
  onChange,
  ...input
}: Omit<InputProps, 'value' | 'onChange'> & {
  value?: string;
  onChange?: (value: string) => void;
}) {
  const settle = () => {
    const year = parseYear(value);
    if (year !== null && String(year) !== value) onChange?.(String(year));
  };
  return (
    <Input
      {...input}
      value={value}
      onChange={(event) => onChange?.(event.target.value)}
      onBlur={settle}
      placeholder="e.g. 1991 or 91-92"
      autoComplete="off"
    />
  );
}

/** Who and what the card is, in the order the cursor goes: player, year, team, brand, set, number. */
export function IdentitySection({ card, values }: IdentitySectionProps) {
  const doubtful = new Set<CardEditableField>(card.doubtfulFields);
  const corrected = new Set(card.correctedFields);
  const original = (field: IdentifiedField) =>
    field === 'year' ? (card.year === null ? '' : String(card.year)) : (card[field] ?? '');
  /** Amber while the field still holds the doubted reading. */
  const status = (field: IdentifiedField): 'warning' | undefined =>
    doubtful.has(field) && (values[field] ?? '') === original(field) ? 'warning' : undefined;
  const label = (field: CardEditableField, text: string): ReactNode => (
    <FieldLabel text={text} doubtful={doubtful.has(field)} corrected={corrected.has(field)} />
  );
  const sport = knownSport(values.sport ?? card.sport);
  const year = typedYear(values.year);
  /** A year Pennant doubts does not narrow the players: the right one may have played another year. */
  const playerYear = status('year') ? undefined : year;
  return (
    <>
      <Row gutter={12}>
        <Col xs={24} sm={11}>
          <Form.Item name="player" label={label('player', IDENTIFIED_FIELD_LABELS.player)}>
            <PlayerField card={card} sport={sport} year={playerYear} status={status('player')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={5}>
          <Form.Item
            name="year"
            label={label('year', IDENTIFIED_FIELD_LABELS.year)}
            rules={[{ validator: (_, text: string | undefined) => checkYear(text) }]}
          >
            <YearInput status={status('year')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="team" label={label('team', 'Team')}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} sm={7}>
          <Form.Item name="brand" label={label('brand', IDENTIFIED_FIELD_LABELS.brand)}>
            <BrandField card={card} status={status('brand')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={9}>
          <Form.Item name="set" label={label('set', IDENTIFIED_FIELD_LABELS.set)}>
            <SetField
              card={card}
              brand={values.brand?.trim() || undefined}
              year={year}
              sport={sport}
              status={status('set')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item
            name="cardNumber"
            label={label('cardNumber', IDENTIFIED_FIELD_LABELS.cardNumber)}
          >
            <Input
              placeholder="e.g. 150 or US123"
              autoComplete="off"
              status={status('cardNumber')}
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
