// A tiny static file server for the end-to-end tests and the page benchmark: serves a directory
// (dist/ by default) on 127.0.0.1, on a free port unless one is given, with the MIME types browsers
// insist on (application/wasm for WebAssembly.instantiateStreaming, text/javascript for modules).
//
//   import { startServer } from './server.mjs';
//   const server = await startServer({ root: 'dist' });   // server.url === 'http://127.0.0.1:PORT/'
//   ...
//   await server.close();
//
// Run directly to browse a build by hand: node tests/e2e/server.mjs [dir] [port]

import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
export const DIST = join(REPO_ROOT, 'dist');

export const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.tsv': 'text/tab-separated-values; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/**
 * Starts serving `root`. Resolves once listening, with { url, port, root, requests, close() }.
 * `requests` records every request path served (or refused), in order. With `cors`, files are sent with
 * `Access-Control-Allow-Origin: *`, as a CDN sends them.
 */
export async function startServer({ root = DIST, host = '127.0.0.1', port = 0, cors = false } = {}) {
  root = resolve(root);
  const info = await stat(root).catch(() => null);
  if (!info || !info.isDirectory()) {
    throw new Error(`${root} is not a directory: build the page first (make build)`);
  }
  const requests = [];

  const server = createServer(async (req, res) => {
    const send = (status, body) => {
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end(body);
    };
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    } catch {
      requests.push({ method: req.method, url: req.url, status: 400 });
      return send(400, 'bad request\n');
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      requests.push({ method: req.method, url: req.url, status: 405 });
      res.setHeader('allow', 'GET, HEAD');
      return send(405, 'method not allowed\n');
    }
    let file = resolve(join(root, pathname));
    if (file !== root && !file.startsWith(root + sep)) {
      requests.push({ method: req.method, url: req.url, status: 403 });
      return send(403, 'forbidden\n');
    }
    let st = await stat(file).catch(() => null);
    if (st && st.isDirectory()) {
      file = join(file, 'index.html');
      st = await stat(file).catch(() => null);
    }
    if (!st || !st.isFile()) {
      requests.push({ method: req.method, url: req.url, status: 404 });
      return send(404, `not found: ${pathname}\n`);
    }
    requests.push({ method: req.method, url: req.url, status: 200 });
    res.writeHead(200, {
      'content-type': MIME_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': st.size,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // As a CDN answers: a module script or a fetch from another origin may read it.
      ...(cors && { 'access-control-allow-origin': '*' }),
    });
    if (req.method === 'HEAD') return res.end();
    createReadStream(file).on('error', () => res.destroy()).pipe(res);
  });

  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      ok();
    });
  });
  const actualPort = server.address().port;
  return {
    url: `http://${host}:${actualPort}/`,
    port: actualPort,
    root,
    requests,
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections?.();
        server.close(() => ok());
      }),
  };
}

// Run as a script: serve until interrupted.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? DIST;
  const port = Number(process.argv[3] ?? 0);
  const server = await startServer({ root, port });
  console.log(`serving ${server.root} at ${server.url}`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
