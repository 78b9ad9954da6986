import { confidenceLevel, confidenceText, parseConfidence } from './confidence-badge';

describe('confidence badge', () => {
  it('says the percent, and under one percent rather than a zero that reads as certainly wrong', () => {
    expect(confidenceText(0.93)).toBe('93% confidence');
    expect(confidenceText(0.01)).toBe('1% confidence');
    expect(confidenceText(0.004)).toBe('<1% confidence');
    expect(confidenceText(0)).toBe('<1% confidence');
  });

  it('reads the decimal string and colours by level', () => {
    expect(parseConfidence('0.93')).toBe(0.93);
    expect(parseConfidence(null)).toBeNull();
    expect(confidenceLevel(0.9)).toBe('high');
    expect(confidenceLevel(0.7)).toBe('medium');
    expect(confidenceLevel(0.69)).toBe('low');
  });
});
