import { Form } from 'antd';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { buildCard } from '../../testing/card-builder';
import { formValuesOf } from './card-form';
import { DetailFields, suggested } from './detail-fields';

/** The form item holding the named field, as drawn: from its input to the next form item. */
function itemOf(html: string, field: string): string {
  const start = html.indexOf(`id="${field}"`);
  if (start < 0) throw new Error(`no ${field} field`);
  const from = html.lastIndexOf('ant-form-item ', start);
  const to = html.indexOf('class="ant-form-item ', start);
  return html.slice(from, to < 0 ? undefined : to);
}

describe('the card edit panel: condition fields', () => {
  const card = buildCard({ grader: 'PSA', grade: '10', serialNumber: '23/99' });
  const html = renderToStaticMarkup(
    createElement(
      Form,
      { initialValues: formValuesOf(card) },
      createElement(DetailFields, { card }),
    ),
  );

  it("offers the grader and the grade as choices from eBay's lists, as the dealer types", () => {
    for (const field of ['grader', 'grade']) {
      const item = itemOf(html, field);
      expect(item).toContain('ant-select-auto-complete');
      expect(item).toContain('role="combobox"');
    }
    expect(itemOf(html, 'grader')).toContain('value="PSA"');
    expect(itemOf(html, 'certNumber')).not.toContain('ant-select-auto-complete');
  });

  it('finds a suggestion whatever the case typed', () => {
    expect(suggested('PSA', 'ps')).toBe(true);
    expect(suggested('PSA', ' PS ')).toBe(true);
    expect(suggested('9.5', '9')).toBe(true);
    expect(suggested('Authentic', 'auth')).toBe(true);
    expect(suggested('baseball', 'Base')).toBe(true);
    expect(suggested('BGS', 'ps')).toBe(false);
  });
});
