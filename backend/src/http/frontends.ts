import fs from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AppConfig } from '../config';

const NOT_SPA = /^\/(api|__ebay|remotes|objects)(\/|$)/i;
/** Files a redeployed remote replaces in place: always revalidated. */
const ALWAYS_REVALIDATE = /(mf-manifest\.json|mf-stats\.json|remoteEntry\.js|\.html)$/;

/**
 * Serves the built shell at / (with the SPA fallback) and each remote under /remotes/<name>/.
 * Hashed assets are cached for a year; manifests and entries are revalidated, so a redeployed
 * remote is what the next page load gets.
 */
export function serveFrontends(app: NestExpressApplication, config: AppConfig): void {
  for (const remote of config.frontends.remotes) {
    const dir = path.join(config.frontends.remotesDir, remote.name, 'dist');
    app.use(
      `/remotes/${remote.name}`,
      express.static(dir, { index: false, setHeaders: cacheHeaders, fallthrough: true }),
    );
  }
  app.use(express.static(config.frontends.shellDir, { index: false, setHeaders: cacheHeaders }));
  app.use(spaFallback(config.frontends.shellDir));
}

function cacheHeaders(response: Response, filePath: string): void {
  response.setHeader(
    'Cache-Control',
    ALWAYS_REVALIDATE.test(filePath) ? 'no-cache' : 'public, max-age=31536000, immutable',
  );
  if (/\.(js|json|css)$/.test(filePath)) {
    // A shell on another origin (a CDN) may load these; the default policy would stop it.
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  }
}

function spaFallback(shellDir: string) {
  const indexFile = path.join(shellDir, 'index.html');
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' || NOT_SPA.test(request.path) || !request.accepts('html'))
      return next();
    if (!fs.existsSync(indexFile)) {
      response
        .status(503)
        .type('text/plain')
        .send('The Pennant frontend is not built yet: run `npm run build`.');
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(indexFile);
  };
}
