/**
 * Base for every business error. Modules throw a subclass with a code; the exception filter
 * maps the HTTP status from `status` and never leaks internals.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly details?: Array<{ field: string; message: string }>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends DomainError {
  constructor(what: string) {
    super('NOT_FOUND', `${what} not found`, 404);
  }
}

export class UnauthorizedError extends DomainError {
  constructor() {
    super('UNAUTHORIZED', 'Unauthorized', 401);
  }
}

export class BadRequestError extends DomainError {
  constructor(code: string, message: string, details?: Array<{ field: string; message: string }>) {
    super(code, message, 400, details);
  }
}
