/**
 * An antd form rule from a pure check of the whole form (`values -> { field: problem }`), so the
 * screen says exactly what the unit-tested check says, and nothing is saved while it finds a problem.
 */
export function ruleFrom<V>(
  check: (values: V) => Partial<Record<keyof V, string>>,
  field: keyof V,
) {
  return ({ getFieldsValue }: { getFieldsValue: (all: true) => V }) => ({
    validator: async () => {
      const problem = check(getFieldsValue(true))[field];
      if (problem) throw new Error(problem);
    },
  });
}
