import {
  CARD_SPORTS,
  MIN_LISTING_PRICE,
  UNGRADED_CONDITION_LABELS,
  UNGRADED_CONDITIONS,
  type Card,
  type CardEditableField,
} from '@pennant/contracts';
import { MONEY_MAX_TEXT, overMoneyMax } from '@pennant/ui';
import { AutoComplete, Checkbox, Col, Form, Input, Row, Select, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import {
  checkGrade,
  checkGrader,
  checkSerialNumber,
  DEFAULT_CONDITION,
  GRADE_SUGGESTIONS,
  GRADER_SUGGESTIONS,
  gradingNote,
  listPriceAllowed,
  marketValueNote,
  moneyTyped,
  STORAGE_PATTERN,
  type CardFormValues,
} from './card-form';

interface FieldSpec {
  name: keyof CardFormValues;
  label: string;
  placeholder?: string;
  extra?: string;
  rules?: Rule[];
  /** Fields whose change checks this one again (a rule that reads them). */
  dependencies?: (keyof CardFormValues)[];
  /** Values offered as the dealer types; any other text is still accepted unless a rule refuses it. */
  suggestions?: readonly string[];
}

/** A rule that says something of the value without refusing it (shown as a warning; the card still saves). */
const noteRule =
  (note: (values: Partial<CardFormValues>) => string | null): Rule =>
  ({ getFieldsValue }) => ({
    warningOnly: true,
    validator: () => {
      const text = note(getFieldsValue(true) as Partial<CardFormValues>);
      return text ? Promise.reject(new Error(text)) : Promise.resolve();
    },
  });
const GRADING_NOTE = noteRule((values) => gradingNote(values.grader, values.grade));

/** An amount as typed, and no more than one amount may be in Pennant. */
const MONEY_RULES: Rule[] = [
  {
    validator: (_, text: string | undefined) =>
      moneyTyped(text) ? Promise.resolve() : Promise.reject(new Error('An amount such as 12.50')),
  },
  {
    validator: (_, text: string | undefined) =>
      overMoneyMax(text) ? Promise.reject(new Error(MONEY_MAX_TEXT)) : Promise.resolve(),
  },
];

const MORE_IDENTITY_FIELDS: FieldSpec[] = [
  { name: 'variant', label: 'Parallel / insert' },
  { name: 'sport', label: 'Sport', suggestions: CARD_SPORTS },
  {
    name: 'serialNumber',
    label: 'Serial number',
    placeholder: 'e.g. 23/99',
    rules: [{ validator: (_, text: string | undefined) => checkSerialNumber(text) }],
  },
];

const CONDITION_FIELDS: FieldSpec[] = [
  {
    name: 'condition',
    label: 'Condition',
    placeholder: 'e.g. Near Mint, sharp corners',
    extra: "Printed in the listing. NM, EX, VG or Poor also sets eBay's condition below.",
  },
  {
    name: 'grader',
    label: 'Grader',
    placeholder: 'PSA, BGS, SGC',
    suggestions: GRADER_SUGGESTIONS,
    rules: [{ validator: (_, text: string | undefined) => checkGrader(text) }, GRADING_NOTE],
    dependencies: ['grade'],
  },
  {
    name: 'grade',
    label: 'Grade',
    placeholder: 'e.g. 10',
    suggestions: GRADE_SUGGESTIONS,
    rules: [{ validator: (_, text: string | undefined) => checkGrade(text) }, GRADING_NOTE],
    dependencies: ['grader'],
  },
  { name: 'certNumber', label: 'Certificate number' },
];

/** The prices; a list price the dealer types must be one eBay takes. */
const valueFields = (card: Card): FieldSpec[] => [
  {
    name: 'marketValue',
    label: 'Market value ($)',
    extra: 'What comparable cards sell for',
    // Outside the market range is said, not refused: the dealer may know better than the comparables.
    rules: [
      ...MONEY_RULES,
      noteRule((values) =>
        marketValueNote(values.marketValue, values.estimatedLow, values.estimatedHigh),
      ),
    ],
    dependencies: ['estimatedLow', 'estimatedHigh'],
  },
  {
    name: 'listPrice',
    label: 'List price ($)',
    extra: `What the listing will ask: $${MIN_LISTING_PRICE} or more`,
    rules: [
      ...MONEY_RULES,
      {
        validator: (_, value: string | undefined) =>
          listPriceAllowed(value, card.listPrice)
            ? Promise.resolve()
            : Promise.reject(new Error(`At least $${MIN_LISTING_PRICE}, eBay's lowest price`)),
      },
    ],
  },
  { name: 'estimatedLow', label: 'Market range low ($)', rules: MONEY_RULES },
  { name: 'estimatedHigh', label: 'Market range high ($)', rules: MONEY_RULES },
];

/** A suggestion for what is typed: it starts so, case aside ("ps" offers PSA, "9" offers 9.5 and 9). */
export function suggested(value: string, typed: string): boolean {
  return value.toLowerCase().startsWith(typed.trim().toLowerCase());
}

const STORAGE_RULE = { pattern: STORAGE_PATTERN, message: 'Up to 8 letters or digits' };
const STORAGE_FIELDS: FieldSpec[] = [
  { name: 'storageBox', label: 'Box', placeholder: 'e.g. B12', rules: [STORAGE_RULE] },
  { name: 'storageRow', label: 'Row', placeholder: 'e.g. R3', rules: [STORAGE_RULE] },
  { name: 'storageSlot', label: 'Slot', placeholder: 'e.g. 45', rules: [STORAGE_RULE] },
];

const CONDITION_OPTIONS = [
  { value: DEFAULT_CONDITION, label: "Settings' default" },
  ...UNGRADED_CONDITIONS.map((value) => ({ value, label: UNGRADED_CONDITION_LABELS[value] })),
];

function FieldGrid({
  fields,
  corrected,
  columns = 2,
}: {
  fields: FieldSpec[];
  corrected: Set<CardEditableField>;
  columns?: 2 | 3;
}) {
  return (
    <Row gutter={12}>
      {fields.map((field) => (
        <Col xs={24} sm={columns === 3 ? 8 : 12} key={field.name}>
          <Form.Item
            name={field.name}
            label={field.label}
            rules={field.rules}
            dependencies={field.dependencies}
            extra={field.extra}
            tooltip={
              corrected.has(field.name as CardEditableField) ? 'Corrected by you' : undefined
            }
          >
            {field.suggestions ? (
              <AutoComplete
                options={field.suggestions.map((value) => ({ value }))}
                filterOption={(typed, option) => suggested(String(option?.value ?? ''), typed)}
                placeholder={field.placeholder}
              />
            ) : (
              <Input placeholder={field.placeholder} autoComplete="off" />
            )}
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}

/** What the edit panel holds besides what the card is: parallel, flags, condition, prices and storage. */
export function DetailFields({ card }: { card: Card }) {
  const corrected = new Set(card.correctedFields);
  return (
    <>
      <FieldGrid fields={MORE_IDENTITY_FIELDS} corrected={corrected} columns={3} />
      <Form.Item style={{ marginBottom: 12 }}>
        <Form.Item name="rookieCard" valuePropName="checked" noStyle>
          <Checkbox>Rookie</Checkbox>
        </Form.Item>
        <Form.Item name="autograph" valuePropName="checked" noStyle>
          <Checkbox>Autograph</Checkbox>
        </Form.Item>
        <Form.Item name="memorabilia" valuePropName="checked" noStyle>
          <Checkbox>Relic / memorabilia</Checkbox>
        </Form.Item>
      </Form.Item>
      <FieldGrid fields={CONDITION_FIELDS} corrected={corrected} />
      <Form.Item
        name="cardCondition"
        label="Ungraded card condition (for eBay)"
        extra="What the listing says about a raw card; graded cards use the grade."
        tooltip={corrected.has('cardCondition') ? 'Corrected by you' : undefined}
      >
        <Select options={CONDITION_OPTIONS} style={{ maxWidth: 320 }} />
      </Form.Item>
      <FieldGrid fields={valueFields(card)} corrected={corrected} />
      <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
        Storage location
      </Typography.Text>
      <FieldGrid fields={STORAGE_FIELDS} corrected={corrected} columns={3} />
    </>
  );
}
