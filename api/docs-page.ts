import type Router from '@koa/router';
import fs from 'node:fs';
import path from 'node:path';

// The API reference at /docs: the OpenAPI document rendered by Swagger UI (swagger-ui-dist),
// whose script and stylesheet are served from node_modules by this process, so the page
// needs nothing from a CDN and shows the document this very process serves.

const DOCS_PATH = '/docs';

const SWAGGER_UI_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));

/** The renderer's files the page loads; only these names are served (no path from the URL reaches the disk). */
const ASSETS: Record<string, string> = {
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

function page(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Escrow Payments Service API</title>
<link rel="icon" type="image/png" href="${DOCS_PATH}/assets/favicon-32x32.png">
<link rel="stylesheet" href="${DOCS_PATH}/assets/swagger-ui.css">
</head>
<body>
<div id="docs"></div>
<script src="${DOCS_PATH}/assets/swagger-ui-bundle.js"></script>
<script src="${DOCS_PATH}/init.js"></script>
</body>
</html>
`;
}

/** A script file rather than inline, so the page also works under a strict Content-Security-Policy. */
function initScript(openApiPath: string): string {
  // validatorUrl null: Swagger UI would otherwise send the document to validator.swagger.io.
  return `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(openApiPath)},
  dom_id: '#docs',
  deepLinking: true,
  docExpansion: 'list',
  validatorUrl: null,
});
`;
}

/** GET /docs (no key), its init script and the renderer's assets. */
export function mountDocsPage(router: Router, openApiPath: string): void {
  const html = page();
  const init = initScript(openApiPath);
  router.get(DOCS_PATH, (ctx) => {
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = html;
  });
  router.get(`${DOCS_PATH}/init.js`, (ctx) => {
    ctx.type = 'application/javascript; charset=utf-8';
    ctx.body = init;
  });
  router.get(`${DOCS_PATH}/assets/:file`, (ctx, next) => {
    const type = ASSETS[ctx.params.file];
    if (!type) return next(); // the app's 404 envelope
    ctx.type = type;
    ctx.set('cache-control', 'public, max-age=86400');
    ctx.body = fs.createReadStream(path.join(SWAGGER_UI_DIR, ctx.params.file));
  });
}
