import { type ApiResponse, JsonText } from '../http/types.js'
import { NAMESPACE, type Site, SITE_TIMEZONE } from './context.js'
import { ok, readKey, type WpRoute } from './endpoint.js'
import { describeRoutes } from './namespace.js'

/**
 * How WordPress clients find the API: the site's pages carry
 * `Link: <…/wp-json/>; rel="https://api.w.org/"`, and the REST index at `/wp-json/`
 * (`WP_REST_Server::get_index`) describes the site, its namespaces and every route.
 */

/** The site's title and tagline (WordPress's `blogname` and `blogdescription`). */
const SITE_NAME = 'standin'
const SITE_DESCRIPTION = 'A stand-in WordPress site with The Events Calendar'

/** The discovery link WordPress sends on its pages and REST answers. */
export function apiLink(site: Site): string {
  return `<${site.restRoot}/>; rel="https://api.w.org/"`
}

/** The REST index route (namespace `''`, route `/`); `routes` is read lazily (the index lists itself). */
export function siteIndexRoute(routes: () => readonly WpRoute[]): WpRoute {
  return {
    resource: 'site',
    namespace: '',
    path: '',
    endpoints: [
      {
        methods: [['GET', 'calendar.site.read']],
        args: { context: { default: 'view' } },
        reads: readKey('calendar.site.read'),
        handle: (call) =>
          ok({
            name: SITE_NAME,
            description: SITE_DESCRIPTION,
            url: call.site.home,
            home: call.site.home,
            gmt_offset: 0,
            timezone_string: SITE_TIMEZONE,
            namespaces: [NAMESPACE],
            // standin takes the token as an application password (auth.ts), as a local site offers them.
            authentication: {
              'application-passwords': {
                endpoints: { authorization: `${call.site.home}/wp-admin/authorize-application.php` },
              },
            },
            routes: describeRoutes(routes(), call),
            site_logo: 0,
            site_icon: 0,
            site_icon_url: '',
            _links: { help: [{ href: 'https://developer.wordpress.org/rest-api/' }] },
          }),
      },
    ],
  }
}

/**
 * The front page: what a client fetches to discover the API (any method, as WordPress serves its
 * pages), with a link to the workbench for the person who opened the server's address.
 */
export function frontPage(site: Site): ApiResponse {
  const html = `<!DOCTYPE html>\n<html lang="en-US">\n<head>\n<meta charset="UTF-8">\n<title>${SITE_NAME}</title>\n<link rel="https://api.w.org/" href="${site.restRoot}/">\n</head>\n<body>\n<h1>${SITE_NAME}</h1>\n<p>${SITE_DESCRIPTION}: its REST API is at <a href="${site.restRoot}/">${site.restRoot}/</a>.</p>\n<p>standin's workbench (data, requests and levers) is at <a href="${site.origin}/__standin/">${site.origin}/__standin/</a>.</p>\n</body>\n</html>\n`
  return {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=UTF-8', Link: apiLink(site) },
    body: new JsonText(html),
  }
}
