import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { ApiErrorBody } from '@pennant/contracts';
import { DomainError } from './domain-error';
import { requestIdOf } from './request-id';

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
    const requestId = requestIdOf(request);
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
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    default:
      return status >= 500 ? 'INTERNAL_ERROR' : 'REQUEST_FAILED';
  }
}
