/**
 * Headers on every API answer (JSON, CSV, pictures), set here so they hold
 * whether or not Hosting adds its own: the answer is never sniffed as
 * another type, runs nothing and loads nothing if opened as a page
 * (`default-src 'none'`), is never framed, and only our own pages may read
 * it through a no-cors request. Pictures loosen the last one
 * (images/routes.ts): mail clients and other sites show them.
 */
import type { RequestHandler } from 'express';

export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

export const apiSecurityHeaders: RequestHandler = (_req, res, next) => {
  res.set({
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Resource-Policy': 'same-origin',
  });
  next();
};
