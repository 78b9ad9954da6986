import { Form, type FormInstance } from 'antd';
import { useEffect, useRef } from 'react';
import { changedFieldNames } from './form-changes';

/**
 * Keeps a form in step with what is saved and says whether the dealer changed anything. When the saved
 * values change (a save, another section's save re-reading the settings), only the fields whose saved
 * value changed are set, so the dealer's edits in the other fields stay.
 */
export function useSavedForm<T extends object>(
  form: FormInstance<T>,
  saved: T | undefined,
): boolean {
  const savedKey = JSON.stringify(saved ?? null);
  const latest = useRef(saved);
  latest.current = saved;
  const applied = useRef<T | undefined>(undefined);

  useEffect(() => {
    const now = latest.current;
    if (!now) return;
    const before = applied.current;
    applied.current = now;
    const fields = before
      ? changedFieldNames(before as Partial<T>, now).concat(
          changedFieldNames(now as Partial<T>, before),
        )
      : (Object.keys(now) as Array<keyof T>);
    if (fields.length === 0) return;
    const update: Partial<T> = {};
    for (const field of fields) update[field] = now[field];
    form.setFieldsValue(update as Parameters<FormInstance<T>['setFieldsValue']>[0]);
  }, [form, savedKey]);

  // The mounted fields' values (a field the form does not show is not watched).
  const current = Form.useWatch((values: T) => values, form) as Partial<T> | undefined;
  if (!saved || !current) return false;
  return changedFieldNames(current, saved).length > 0;
}
