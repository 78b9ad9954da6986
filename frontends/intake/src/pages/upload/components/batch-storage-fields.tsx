import { InboxOutlined } from '@ant-design/icons';
import { Flex, Form, Input, Typography } from 'antd';
import { storageProblems, type StorageInput } from '../storage';

export interface BatchStorageFieldsProps {
  value: StorageInput;
  onChange: (value: StorageInput) => void;
  disabled?: boolean;
}

const FIELDS: { key: keyof StorageInput; label: string; placeholder: string; width: number }[] = [
  { key: 'box', label: 'Box', placeholder: 'B12', width: 96 },
  { key: 'row', label: 'Row', placeholder: 'R3', width: 96 },
  { key: 'firstSlot', label: 'First slot', placeholder: '1', width: 96 },
];

/**
 * Where this stack goes (optional): every card gets the box and row, and slots count up from the
 * first. The location starts each card's eBay SKU, so the dealer finds a sold card at once.
 */
export function BatchStorageFields({ value, onChange, disabled }: BatchStorageFieldsProps) {
  const problems = storageProblems(value);
  return (
    <div data-testid="batch-storage" style={{ marginBottom: 12 }}>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 6 }}>
        <InboxOutlined /> Storage location for this stack (optional)
      </Typography.Text>
      <Flex wrap gap={8}>
        {FIELDS.map((field) => (
          <Form.Item
            key={field.key}
            label={field.label}
            colon={false}
            validateStatus={problems[field.key] ? 'error' : undefined}
            help={problems[field.key]}
            style={{ marginBottom: 0 }}
            htmlFor={`batch-storage-${field.key}`}
          >
            <Input
              id={`batch-storage-${field.key}`}
              value={value[field.key]}
              placeholder={field.placeholder}
              disabled={disabled}
              maxLength={8}
              style={{ width: field.width }}
              onChange={(event) => onChange({ ...value, [field.key]: event.target.value })}
            />
          </Form.Item>
        ))}
      </Flex>
    </div>
  );
}
