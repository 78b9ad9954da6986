export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${redactPasswords(problem)}`);
    this.name = 'ConfigError';
  }
}

/** Every problem found in one reading of the environment, one line each, so an operator fixes them in one go. */
export class ConfigErrors extends ConfigError {
  constructor(readonly errors: ConfigError[]) {
    super(errors[0].variable, '');
    this.message = errors.map((error) => error.message).join('\n');
  }
}

export type NodeEnv = 'development' | 'production' | 'test';

/** `scheme://user:password@` becomes `scheme://user:***@`: config errors end up in logs. */
export function redactPasswords(text: string): string {
  return text.replace(/([a-z][a-z0-9+.-]*:\/\/[^\s:/@"]*):[^\s@/"]*@/gi, '$1:***@');
}

// Set while collectConfigErrors runs (reading the environment is synchronous, so there is only ever one).
let collected: ConfigError[] | undefined;

/**
 * While collecting, records the problem and carries on with `carryOn` (a stand-in value, so that reading finds the
 * other problems too); otherwise throws it.
 */
export function reportConfigError<T>(error: ConfigError, carryOn: T): T {
  if (!collected) throw error;
  collected.push(error);
  return carryOn;
}

/** Runs `read`, then throws every problem it reported: one ConfigError, or ConfigErrors for several. */
export function collectConfigErrors<T>(read: () => T): T {
  const outer = collected;
  const problems: ConfigError[] = [];
  collected = problems;
  try {
    const result = read();
    throwAll(problems);
    return result;
  } catch (error) {
    if (
      !(error instanceof ConfigError) ||
      problems.includes(error) ||
      error instanceof ConfigErrors
    )
      throw error;
    throwAll([...problems, error]);
    throw error;
  } finally {
    collected = outer;
  }
}

function throwAll(problems: ConfigError[]): void {
  if (problems.length === 1) throw problems[0];
  if (problems.length > 1) throw new ConfigErrors(problems);
}
