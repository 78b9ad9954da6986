import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { SESSION_COOKIE } from '../modules/auth';

/** Swagger UI at /api/docs and the OpenAPI document at /api/docs-json. */
export function setupOpenApi(app: INestApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Pennant API')
      .setDescription(
        'Identify, price, list and bill sports cards sold on eBay. Sign in through GET /api/login; ' +
          'every data endpoint needs the session cookie. Errors answer { statusCode, code, message, errors? }.',
      )
      .setVersion('1')
      .addCookieAuth(SESSION_COOKIE)
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs-json',
    useGlobalPrefix: false,
  });
}
