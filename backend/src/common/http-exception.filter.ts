import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { ApiErrorBody } from '@pennant/contracts';
import { DomainError } from './domain-error';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable';
import { requestIdOf } from './request-id';

/** Errors Express middleware raise with a client status (body-parser, raw-body, http-errors). */
interface ClientHttpError {
  status: number;
  expose?: boolean;
  type?: string;
  message: string;
}

/** One place that turns every error into `{ statusCode, code, message, errors? }`; unexpected ones log their stack and answer a generic 500. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const request = context.getRequest<Request>();
    const response = context.getResponse<Response>();
    const body = this.toBody(exception, request);
    if (response.headersSent) return;
    if (body.statusCode === 503) response.setHeader('Retry-After', DATABASE_RETRY_AFTER_SECONDS);
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown, request: Request): ApiErrorBody {
    if (exception instanceof DomainError) {
      return {
        statusCode: exception.status,
        code: exception.code,
        message: exception.message,
        ...(exception.details ? { errors: exception.details } : {}),
      };
    }
    if (exception instanceof HttpException) {
      return this.fromHttpException(exception);
    }
    if (isClientHttpError(exception)) {
      return {
        statusCode: exception.status,
        code: codeForStatus(exception.status),
        message: clientMessage(exception),
      };
    }
    const requestId = requestIdOf(request);
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(
        `${request.method} ${request.originalUrl}: the database is unreachable (request ${requestId}): ${String((exception as Error)?.message ?? exception)}`,
      );
      return {
        statusCode: 503,
        code: 'DATABASE_UNAVAILABLE',
        message: `Pennant cannot reach its database right now; try again in ${DATABASE_RETRY_AFTER_SECONDS} seconds.`,
        requestId,
      };
    }
    this.logger.error(
      `${request.method} ${request.originalUrl} failed (request ${requestId})`,
      exception instanceof Error ? exception.stack : String(exception),
    );
    return {
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: `Something went wrong on our side. Please try again; if it keeps happening, quote request ${requestId}.`,
      requestId,
    };
  }

  private fromHttpException(exception: HttpException): ApiErrorBody {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    const raw =
      typeof response === 'string' ? { message: response } : (response as Record<string, unknown>);
    const message = Array.isArray(raw.message)
      ? raw.message.join('; ')
      : String(raw.message ?? exception.message);
    return {
      statusCode,
      code: typeof raw.code === 'string' ? raw.code : codeForStatus(statusCode),
      message: statusCode === 404 && /^Cannot /.test(message) ? 'Not found' : message,
      ...(Array.isArray(raw.errors) ? { errors: raw.errors as ApiErrorBody['errors'] } : {}),
    };
  }
}

function isClientHttpError(error: unknown): error is ClientHttpError {
  // Not `instanceof Error`: errors made by Node itself may come from another realm (jest's vm).
  const { status, message } = (error ?? {}) as Partial<ClientHttpError>;
  return typeof status === 'number' && status >= 400 && status < 500 && typeof message === 'string';
}

/** body-parser's own wording is terse; say what to change. */
function clientMessage(error: ClientHttpError): string {
  switch (error.type) {
    case 'entity.too.large':
      return 'The request body is too large (at most 1 MB of JSON)';
    case 'encoding.unsupported':
      return 'Request bodies must not be compressed (Content-Encoding is not supported)';
    case 'charset.unsupported':
      return 'Request bodies must be UTF-8';
    case 'entity.parse.failed':
      return `The request body is not valid JSON: ${error.message}`;
    default:
      return error.expose === false ? 'The request could not be read' : error.message;
  }
}

function codeForStatus(status: number): string {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 412:
      return 'PRECONDITION_FAILED';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return status >= 500 ? 'INTERNAL_ERROR' : 'REQUEST_FAILED';
  }
}
