import { TIME_ZONES, type Profile, type TimeZone } from '@pennant/contracts';
import { Form, Input, Select } from 'antd';

const TIME_ZONE_LABELS: Record<TimeZone, string> = {
  'America/New_York': 'Eastern Time (America/New_York)',
  'America/Chicago': 'Central Time (America/Chicago)',
  'America/Denver': 'Mountain Time (America/Denver)',
  'America/Los_Angeles': 'Pacific Time (America/Los_Angeles)',
  'America/Phoenix': 'Arizona, no daylight time (America/Phoenix)',
  'America/Anchorage': 'Alaska Time (America/Anchorage)',
  'Pacific/Honolulu': 'Hawaii Time (Pacific/Honolulu)',
  'America/Halifax': 'Atlantic Time (America/Halifax)',
  'America/St_Johns': 'Newfoundland Time (America/St_Johns)',
  'America/Regina': 'Saskatchewan, no daylight time (America/Regina)',
};

const TIME_ZONE_OPTIONS = TIME_ZONES.map((value) => ({ value, label: TIME_ZONE_LABELS[value] }));

/** The time zone the browser runs in, when it is one Pennant offers; null otherwise. */
export function browserTimeZone(
  zone = Intl.DateTimeFormat().resolvedOptions().timeZone,
): TimeZone | null {
  return (TIME_ZONES as readonly string[]).includes(zone) ? (zone as TimeZone) : null;
}

/**
 * The zone a dealer setting up starts from: their browser's when they have never saved one (the profile holds the
 * default then), else what they chose.
 */
export function startingTimeZone(profile: Profile, configured: boolean): string {
  return configured ? profile.timeZone : (browserTimeZone() ?? profile.timeZone);
}

/** What "Save" sends for a store name typed with spaces around it, or none. */
export function storeNameOf(text: string): string | null {
  const name = text.trim();
  return name === '' ? null : name;
}

export function StoreNameField() {
  return (
    <Form.Item label="Store name" name="storeName" extra="Printed on your invoices.">
      <Input placeholder="Your store's name" maxLength={120} />
    </Form.Item>
  );
}

export function TimeZoneField() {
  return (
    <Form.Item
      label="Time zone"
      name="timeZone"
      extra="Your days and months in Pennant (figures, sales, monthly bills) follow it."
      rules={[{ required: true, message: 'Choose a time zone.' }]}
    >
      <Select showSearch optionFilterProp="label" options={TIME_ZONE_OPTIONS} />
    </Form.Item>
  );
}
