// The address a school's links are written on (feeds, invitations): on a platform, the school's own
// domain with the scheme and port of PUBLIC_SITE_URL (https in production, the local port in
// development); on a single-school install, PUBLIC_SITE_URL itself. Never the raw Host header: a
// school's host is one of its configured domains, found by tenancyPlugin.
import type { FastifyRequest } from 'fastify';

export function schoolOrigin(publicSiteUrl: string, domain: string): string {
  const site = new URL(publicSiteUrl);
  return `${site.protocol}//${domain}${site.port ? `:${site.port}` : ''}`;
}

export const siteOriginOf = (request: FastifyRequest, publicSiteUrl: string): string =>
  request.tenant.kind === 'school' ? schoolOrigin(publicSiteUrl, request.tenant.host) : publicSiteUrl;
